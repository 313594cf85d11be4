import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react'
import { flushSync } from 'react-dom'
import { useLocation } from 'react-router-dom'

import type { NavMenu } from '../lib/site-navigation'
import { ChevronDownIcon } from './icons'
import { NavDropdownPanel } from './nav-dropdown-panel'
import { topLevelItemClass } from './nav-styles'

type NavDropdownProps = {
  menu: NavMenu
  isOpen: boolean
  onOpen: () => void
  onClose: () => void
  onCloseSoon: () => void
}

/**
 * A top-level item with a dropdown (disclosure pattern): a button with aria-expanded that opens on hover
 * and on keyboard focus, and closes 150 ms after the pointer leaves, on Escape (focus returns to the
 * button), when focus moves out, on a click outside and when a link is followed.
 */
export function NavDropdown({ menu, isOpen, onOpen, onClose, onCloseSoon }: NavDropdownProps) {
  const { pathname } = useLocation()
  const itemRef = useRef<HTMLLIElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  // How the button is being pressed: a pointer focuses before its click, the keyboard does not.
  const pressingPointer = useRef<string | null>(null)
  const isReturningFocus = useRef(false)
  const panelId = `nav-menu-${menu.id}`

  // A tap outside closes the menu (touch screens have no pointer leaving).
  useEffect(() => {
    if (!isOpen) return
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) onClose()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [isOpen, onClose])

  const links = () => Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])

  const openAndFocus = (index: 'first' | 'last') => {
    flushSync(onOpen)
    const all = links()
    all.at(index === 'first' ? 0 : -1)?.focus()
  }

  const closeToButton = () => {
    onClose()
    if (document.activeElement !== buttonRef.current) {
      isReturningFocus.current = true
      buttonRef.current?.focus()
    }
  }

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') onOpen()
  }
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') onCloseSoon()
  }
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget
    if (isOpen && next instanceof Node && !event.currentTarget.contains(next)) onClose()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault()
      closeToButton()
    }
  }

  const onButtonFocus = () => {
    if (isReturningFocus.current) {
      isReturningFocus.current = false
      return
    }
    if (!pressingPointer.current) onOpen()
  }
  const onButtonClick = () => {
    const pointerType = pressingPointer.current
    pressingPointer.current = null
    // A mouse click lands on a menu its hover already opened: keep it open. Touch and keys toggle.
    if (pointerType === 'mouse' || !isOpen) onOpen()
    else onClose()
  }
  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      openAndFocus(event.key === 'ArrowDown' ? 'first' : 'last')
    }
  }

  return (
    <li
      ref={itemRef}
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        className={topLevelItemClass(menu.isActive(pathname))}
        onPointerDown={(event) => (pressingPointer.current = event.pointerType)}
        onFocus={onButtonFocus}
        onBlur={() => (pressingPointer.current = null)}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        {menu.label}
        <ChevronDownIcon className={`size-4 text-slate-500 transition-transform ${isOpen ? 'rotate-180' : ''}`} />
      </button>
      <NavDropdownPanel ref={panelRef} id={panelId} menu={menu} isOpen={isOpen} onNavigate={onClose} links={links} />
    </li>
  )
}
