import { useCallback, useRef, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'

import type { SiteSetting } from '../../../../cms/payload-types'
import { MenuIcon } from './icons'
import { MobileMenuDialog } from './mobile-menu-dialog'

const DIALOG_ID = 'mobile-menu'

type MobileMenuProps = { productSlug: string; settings?: SiteSetting; logo: ReactNode }

/** Below 1024 px: the menu button and the slide-in menu it opens. A new page closes the menu. */
export function MobileMenu({ productSlug, settings, logo }: MobileMenuProps) {
  const { pathname } = useLocation()
  const [isOpen, setIsOpen] = useState(false)
  const [shownPathname, setShownPathname] = useState(pathname)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const close = useCallback(() => setIsOpen(false), [])

  // Following a link closes the menu: state adjusted while rendering, as React recommends over an effect.
  if (shownPathname !== pathname) {
    setShownPathname(pathname)
    setIsOpen(false)
  }

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? DIALOG_ID : undefined}
        onClick={() => setIsOpen(true)}
        className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2.5 text-sm font-semibold text-brand-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <MenuIcon className="size-5" />
        Menu
      </button>
      {isOpen ? (
        <MobileMenuDialog
          id={DIALOG_ID}
          productSlug={productSlug}
          settings={settings}
          logo={logo}
          onClose={close}
          returnFocusTo={buttonRef}
        />
      ) : null}
    </div>
  )
}
