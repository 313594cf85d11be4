import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react'
import { NavLink, useLocation } from 'react-router-dom'

import type { SiteSetting } from '../../../../cms/payload-types'
import { ButtonLink } from '../../../components/ui/button-link'
import { paths } from '../../../config/paths'
import { topLevelLinks } from '../lib/site-navigation'
import { CloseIcon } from './icons'
import { MobileMenuContact } from './mobile-menu-contact'

/** From here up the header shows the full navigation, so an open menu closes (Tailwind's `lg`). */
const DESKTOP_QUERY = '(min-width: 64rem)'

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])'

type MobileMenuDialogProps = {
  id: string
  productSlug: string
  settings?: SiteSetting
  logo: ReactNode
  onClose: () => void
  /** The menu button, focused again when the menu closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>
}

/**
 * The slide-in menu (a modal dialog): focus moves in and stays inside, Escape or the close button or a
 * click beside it closes it, the page behind does not scroll, and focus goes back to the menu button.
 */
export function MobileMenuDialog({ id, productSlug, settings, logo, onClose, returnFocusTo }: MobileMenuDialogProps) {
  const { pathname } = useLocation()
  const dialogRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const { body } = document
    const previousOverflow = body.style.overflow
    body.style.overflow = 'hidden'
    closeRef.current?.focus()
    const returnTarget = returnFocusTo.current
    const desktop = window.matchMedia(DESKTOP_QUERY)
    const onDesktop = (event: MediaQueryListEvent) => {
      if (event.matches) onClose()
    }
    desktop.addEventListener('change', onDesktop)
    return () => {
      desktop.removeEventListener('change', onDesktop)
      body.style.overflow = previousOverflow
      returnTarget?.focus()
    }
  }, [onClose, returnFocusTo])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
      return
    }
    if (event.key !== 'Tab') return
    const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])
    const first = focusable.at(0)
    const last = focusable.at(-1)
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  const titleId = `${id}-title`
  return (
    <div className="fixed inset-0 z-50 lg:hidden">
      <div
        aria-hidden="true"
        onClick={onClose}
        className="absolute inset-0 bg-brand-950/60 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none"
      />
      <div
        ref={dialogRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        className="absolute inset-y-0 right-0 flex w-[calc(100%-3rem)] max-w-sm flex-col overflow-y-auto bg-white shadow-2xl transition-transform duration-200 ease-out starting:translate-x-full motion-reduce:transition-none"
      >
        <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4">
          <h2 id={titleId} className="sr-only">
            Menu
          </h2>
          {logo}
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="-mr-2 rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <nav aria-label="Main" className="px-3 py-4">
          <ul className="grid gap-0.5">
            {topLevelLinks(productSlug).map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.isEnd}
                  onClick={onClose}
                  className={({ isActive }) =>
                    `flex items-center justify-between rounded-lg px-3 py-3 text-base font-semibold transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 ${
                      isActive || link.isActive?.(pathname) ? 'bg-brand-50 text-brand-900' : 'text-slate-800'
                    }`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {/* Closes also when the visitor is already on the contact page. */}
          <div className="mt-4 px-3" onClick={onClose}>
            <ButtonLink to={paths.contact()} className="w-full">
              Free Analysis
            </ButtonLink>
          </div>
        </nav>
        {settings ? <MobileMenuContact settings={settings} /> : null}
      </div>
    </div>
  )
}
