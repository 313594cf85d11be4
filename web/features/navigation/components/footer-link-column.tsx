import { Link } from 'react-router-dom'

import type { NavItem } from '../lib/site-navigation'

export const footerLinkClass =
  'rounded-sm text-sm text-slate-300 transition-colors hover:text-white hover:underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'

type FooterLinkColumnProps = {
  id: string
  title: string
  links: NavItem[]
  /** Classes of the list, e.g. two columns for the markets. */
  listClassName?: string
}

/** One titled column of footer links. */
export function FooterLinkColumn({ id, title, links, listClassName = 'grid gap-2.5' }: FooterLinkColumnProps) {
  return (
    <div>
      <h2 id={id} className="text-sm font-semibold tracking-wider text-white uppercase">
        {title}
      </h2>
      <ul aria-labelledby={id} className={`mt-4 ${listClassName}`}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={footerLinkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
