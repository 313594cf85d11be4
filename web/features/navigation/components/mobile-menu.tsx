import { useCallback, useRef, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'

import type { SiteSetting } from '../../../../cms/payload-types'
import { MenuIcon } from './icons'
import type * as DialogModuleExports from './mobile-menu-dialog'

type DialogModule = typeof DialogModuleExports

/**
 * The menu's code is loaded when it is first wanted (a pointer or focus on the button, at the latest
 * the click), not with every page: wide screens never show it. A failed load is tried again next time.
 */
let dialogModule: Promise<DialogModule> | undefined
function loadDialog(): Promise<DialogModule> {
  dialogModule ??= import('./mobile-menu-dialog').catch((error: unknown) => {
    dialogModule = undefined
    throw error
  })
  return dialogModule
}
const preloadDialog = () => void loadDialog().catch(() => {})

const DIALOG_ID = 'mobile-menu'

type MobileMenuProps = { productSlug: string; settings?: SiteSetting; logo: ReactNode }

/** Below 1024 px: the menu button and the slide-in menu it opens. A new page closes the menu. */
export function MobileMenu({ productSlug, settings, logo }: MobileMenuProps) {
  const { pathname } = useLocation()
  const [isOpen, setIsOpen] = useState(false)
  const [Dialog, setDialog] = useState<DialogModule['MobileMenuDialog'] | null>(null)
  const [shownPathname, setShownPathname] = useState(pathname)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const close = useCallback(() => setIsOpen(false), [])
  const open = () => {
    setIsOpen(true)
    loadDialog()
      .then(({ MobileMenuDialog }) => setDialog(() => MobileMenuDialog))
      .catch((error: unknown) => {
        console.error('The menu could not be loaded', error)
        setIsOpen(false)
      })
  }

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
        onPointerEnter={preloadDialog}
        onPointerDown={preloadDialog}
        onFocus={preloadDialog}
        onClick={open}
        className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2.5 text-sm font-semibold text-brand-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <MenuIcon className="size-5" />
        Menu
      </button>
      {isOpen && Dialog ? (
        <Dialog
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
