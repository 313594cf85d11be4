import { useMemo } from 'react'
import { NavLink } from 'react-router-dom'

import { useOpenMenu } from '../hooks/use-open-menu'
import { mainNavigation } from '../lib/site-navigation'
import { NavDropdown } from './nav-dropdown'
import { topLevelItemClass } from './nav-styles'

/** The header's navigation from 1024 px: links and the Services and Markets dropdowns. */
export function MainNav({ productSlug }: { productSlug: string }) {
  const entries = useMemo(() => mainNavigation(productSlug), [productSlug])
  const { openId, open, close, closeSoon } = useOpenMenu()
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-0.5 xl:gap-1">
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            <li key={entry.item.to}>
              <NavLink to={entry.item.to} end={entry.isEnd} className={({ isActive }) => topLevelItemClass(isActive)}>
                {entry.item.label}
              </NavLink>
            </li>
          ) : (
            <NavDropdown
              key={entry.menu.id}
              menu={entry.menu}
              isOpen={openId === entry.menu.id}
              onOpen={() => open(entry.menu.id)}
              onClose={close}
              onCloseSoon={closeSoon}
            />
          ),
        )}
      </ul>
    </nav>
  )
}
