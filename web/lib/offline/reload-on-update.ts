/**
 * After a new service worker took control, this page still runs the previous build, whose route
 * files may be gone from the server. Its next navigation is therefore made a full page load, which
 * brings the new code; nothing the visitor is reading or typing is interrupted before that.
 */

type ClickLike = {
  button: number
  defaultPrevented: boolean
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
}

type AnchorLike = { href: string; target: string; hasAttribute: (name: string) => boolean }

/**
 * Whether a click on a link is an in-site navigation the router would handle: same origin, plain
 * left click, same tab, not a download.
 */
export function isInSiteNavigation({ event, anchor, origin }: { event: ClickLike; anchor: AnchorLike; origin: string }) {
  if (event.defaultPrevented || event.button !== 0) return false
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false
  return new URL(anchor.href, origin).origin === origin
}

let isArmed = false

/** From now on, the page's next navigation loads the new build from the server. */
export function reloadOnNextNavigation(): void {
  if (isArmed) return
  isArmed = true
  // Capture phase on window: runs before the router's handler, which then never sees the click, so
  // the browser follows the link itself.
  window.addEventListener(
    'click',
    (event) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (!anchor || !isInSiteNavigation({ event, anchor, origin: window.location.origin })) return
      event.stopPropagation()
    },
    { capture: true },
  )
  window.addEventListener('popstate', () => window.location.reload())
}
