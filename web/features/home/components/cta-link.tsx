import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

const styles = {
  primary: 'bg-accent-500 text-brand-950 hover:bg-accent-400 focus-visible:outline-accent-500',
  secondary: 'bg-white/10 text-white ring-1 ring-white/40 hover:bg-white/20 focus-visible:outline-white',
} as const

type CtaLinkProps = { link: string; variant: keyof typeof styles; children: ReactNode }

/** A path on this site, e.g. "/contact" (not "//host", which leaves the site). */
const isInternal = (link: string) => link.startsWith('/') && !link.startsWith('//')

/**
 * A call-to-action button on a dark band whose link comes from content: a path of the site is a
 * router link, anything else a plain link (a web address opens in a new tab, as the visitor is told).
 */
export function CtaLink({ link, variant, children }: CtaLinkProps) {
  const className = `inline-flex items-center justify-center rounded-md px-6 py-3.5 text-base font-semibold shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 ${styles[variant]}`
  if (isInternal(link)) {
    return (
      <Link to={link} className={className}>
        {children}
      </Link>
    )
  }
  const isWebAddress = /^https?:\/\//i.test(link) || link.startsWith('//')
  return (
    <a href={link} className={className} {...(isWebAddress ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
      {isWebAddress ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  )
}
