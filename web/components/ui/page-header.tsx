import type { ReactNode } from 'react'

type PageHeaderProps = {
  /** Small label above the title, e.g. "Our Services". */
  eyebrow?: string
  title: string
  intro?: string | null
  /** Calls to action or facts under the intro. */
  children?: ReactNode
}

/** The dark band every inner page opens with: the page's one h1, its lead paragraph and actions. */
export function PageHeader({ eyebrow, title, intro, children }: PageHeaderProps) {
  return (
    <section className="relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_80%_-20%,rgba(247,185,85,0.18),transparent_55%)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-4xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {intro ? <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-200">{intro}</p> : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
    </section>
  )
}
