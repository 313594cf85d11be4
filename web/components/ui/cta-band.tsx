import { paths } from '../../config/paths'
import { ButtonLink } from './button-link'

type CtaBandProps = {
  /** The id of the heading, unique on the page. */
  id: string
  title: string
  description: string
  /** The label of the button to the contact page. */
  primaryLabel?: string
  secondary?: { label: string; to: string }
}

/** The closing call to action of an inner page: a dark band with the way to the contact page. */
export function CtaBand({ id, title, description, primaryLabel = 'Get a Free Market Analysis', secondary }: CtaBandProps) {
  return (
    <section aria-labelledby={id} className="bg-brand-900">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-16 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={id} className="text-3xl font-bold tracking-tight text-balance text-white">
            {title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-200">{description}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-4">
          <ButtonLink to={paths.contact()}>{primaryLabel}</ButtonLink>
          {secondary ? (
            <ButtonLink to={secondary.to} variant="secondary">
              {secondary.label}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  )
}
