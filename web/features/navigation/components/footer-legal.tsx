import { Link } from 'react-router-dom'

import { paths } from '../../../config/paths'
import { footerLinkClass } from './footer-link-column'

type FooterLegalProps = { brandName: string; dreNumber?: string }

/** The footer's last line: copyright and licence, legal pages and the admin login. */
export function FooterLegal({ brandName, dreNumber }: FooterLegalProps) {
  const year = new Date().getFullYear()
  return (
    <div className="flex flex-col gap-4 pt-8 text-sm text-slate-300 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        <p>
          © {year} {brandName}. All rights reserved.
        </p>
        {dreNumber ? <p>California DRE #{dreNumber}</p> : null}
      </div>
      <ul aria-label="Legal" className="flex shrink-0 flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link to={paths.privacy()} className={footerLinkClass}>
            Privacy Policy
          </Link>
        </li>
        <li>
          <Link to={paths.terms()} className={footerLinkClass}>
            Terms of Service
          </Link>
        </li>
        <li>
          {/* The admin area is a separate application: a full page load, not a router link. */}
          <a href={paths.admin()} className={footerLinkClass}>
            Admin Login
          </a>
        </li>
      </ul>
    </div>
  )
}
