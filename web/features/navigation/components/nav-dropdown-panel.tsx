import type { KeyboardEvent, Ref } from 'react'
import { Link, NavLink } from 'react-router-dom'

import type { NavMenu } from '../lib/site-navigation'
import { ArrowRightIcon } from './icons'

type NavDropdownPanelProps = {
  ref: Ref<HTMLDivElement>
  id: string
  menu: NavMenu
  isOpen: boolean
  /** A link was followed. */
  onNavigate: () => void
  /** The panel's links, in order. */
  links: () => HTMLAnchorElement[]
}

const linkClass =
  'block rounded-lg px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-900'

/** The keys that move between the panel's links. */
function nextIndex({ key, index, count }: { key: string; index: number; count: number }): number | null {
  if (key === 'ArrowDown') return (index + 1) % count
  if (key === 'ArrowUp') return (index - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return null
}

/**
 * The dropdown's links. Always in the HTML (hidden while closed), so crawlers and the page without
 * JavaScript still have them; it fades in where the browser supports @starting-style.
 */
export function NavDropdownPanel({ ref, id, menu, isOpen, onNavigate, links }: NavDropdownPanelProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    const all = links()
    const next = nextIndex({ key: event.key, index: all.indexOf(document.activeElement as HTMLAnchorElement), count: all.length })
    if (next === null) return
    event.preventDefault()
    all[next]?.focus()
  }
  const isGrouped = menu.groups.length > 1
  return (
    <div
      ref={ref}
      id={id}
      hidden={!isOpen}
      onKeyDown={onKeyDown}
      className="absolute top-full left-0 z-50 pt-2 transition-[opacity,translate] duration-150 ease-out starting:-translate-y-1 starting:opacity-0 motion-reduce:transition-none"
    >
      <div className={`rounded-xl border border-slate-200 bg-white p-3 shadow-xl shadow-brand-950/10 ${isGrouped ? 'w-[30rem]' : 'w-[36rem]'}`}>
        <div className={isGrouped ? 'grid grid-cols-2 gap-3' : ''}>
          {menu.groups.map((group) => (
            <div key={group.id}>
              {group.title ? (
                <p id={`${group.id}-title`} className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wider text-slate-600 uppercase">
                  {group.title}
                </p>
              ) : null}
              <ul
                aria-labelledby={group.title ? `${group.id}-title` : undefined}
                className={isGrouped ? 'grid gap-0.5' : 'grid grid-cols-2 gap-0.5'}
              >
                {group.items.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end className={linkClass} onClick={onNavigate}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="mt-3 border-t border-slate-100 pt-3">
          <Link
            to={menu.viewAll.to}
            onClick={onNavigate}
            className="group inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {menu.viewAll.label}
            <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
          </Link>
        </div>
      </div>
    </div>
  )
}
