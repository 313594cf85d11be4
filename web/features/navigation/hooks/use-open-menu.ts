import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'

/** How long a dropdown stays open after the pointer leaves it (SPEC.md section 9). */
export const DROPDOWN_CLOSE_DELAY_MS = 150

export type OpenMenu = {
  /** The open menu's id, or null. */
  openId: string | null
  open: (id: string) => void
  close: () => void
  /** Closes after DROPDOWN_CLOSE_DELAY_MS unless the pointer comes back (`open` cancels it). */
  closeSoon: () => void
}

/** Which of the header's dropdowns is open: at most one, and none after a navigation. */
export function useOpenMenu(): OpenMenu {
  const { pathname } = useLocation()
  const [openId, setOpenId] = useState<string | null>(null)
  const [shownPathname, setShownPathname] = useState(pathname)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  // A new page closes the menu: state adjusted while rendering, as React recommends over an effect.
  if (shownPathname !== pathname) {
    setShownPathname(pathname)
    setOpenId(null)
  }

  const cancelClose = useCallback(() => {
    clearTimeout(closeTimer.current)
    closeTimer.current = undefined
  }, [])

  useEffect(() => cancelClose, [cancelClose])

  const open = useCallback(
    (id: string) => {
      cancelClose()
      setOpenId(id)
    },
    [cancelClose],
  )

  const close = useCallback(() => {
    cancelClose()
    setOpenId(null)
  }, [cancelClose])

  const closeSoon = useCallback(() => {
    cancelClose()
    closeTimer.current = setTimeout(() => setOpenId(null), DROPDOWN_CLOSE_DELAY_MS)
  }, [cancelClose])

  return { openId, open, close, closeSoon }
}
