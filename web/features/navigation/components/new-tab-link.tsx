import type { ReactNode } from 'react'

type NewTabLinkProps = { href: string; className?: string; children: ReactNode; 'aria-label'?: string }

/**
 * A link to another site, opened in a new tab. Screen readers hear that it opens a new tab; with an
 * `aria-label` (icon-only links) the label has to say so itself.
 */
export function NewTabLink({ href, className, children, 'aria-label': ariaLabel }: NewTabLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} aria-label={ariaLabel}>
      {children}
      {ariaLabel ? null : <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  )
}
