import type { PageViewEvent } from './data-layer'
import { pushToDataLayer } from './data-layer'

/**
 * How long a page view waits for the new page's title. A page whose code is still loading shows the
 * spinner without a title; past this, the view is recorded with whatever title there is.
 */
export const TITLE_WAIT_MS = 3000

/** The page view of the document as it is now. */
export function buildPageView(): PageViewEvent {
  return {
    event: 'page_view',
    page_path: `${window.location.pathname}${window.location.search}`,
    page_title: document.title,
    page_location: window.location.href,
  }
}

type ScheduleOptions = {
  /**
   * The title of the page being left, when the path changed: the view waits until the title is a
   * different, non-empty one. Undefined on the first load or when only the query changed.
   */
  titleToLeave?: string
  /** Called with the view once it is in the data layer. */
  onTracked?: (view: PageViewEvent) => void
}

/**
 * Records a page view once the new page's title is in place: a tick after the navigation (the title is
 * rendered with the page, in the same commit or after its code loads). Returns a cancel function for a
 * navigation that is superseded before its view was recorded.
 */
export function schedulePageView({ titleToLeave, onTracked }: ScheduleOptions = {}): () => void {
  let observer: MutationObserver | undefined
  let fallbackTimer: ReturnType<typeof setTimeout> | undefined
  const hasNewTitle = () => titleToLeave === undefined || (document.title !== '' && document.title !== titleToLeave)

  const stop = () => {
    clearTimeout(tickTimer)
    clearTimeout(fallbackTimer)
    observer?.disconnect()
  }
  const track = () => {
    stop()
    const view = buildPageView()
    pushToDataLayer(view)
    onTracked?.(view)
  }
  // `stop` only runs once this is set: from inside the callback or after the function returned.
  const tickTimer = setTimeout(() => {
    if (hasNewTitle()) {
      track()
      return
    }
    observer = new MutationObserver(() => {
      if (hasNewTitle()) track()
    })
    observer.observe(document.head, { subtree: true, childList: true, characterData: true })
    fallbackTimer = setTimeout(track, TITLE_WAIT_MS)
  }, 0)
  return stop
}
