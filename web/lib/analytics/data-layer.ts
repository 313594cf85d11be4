import type { Metric } from 'web-vitals'

/** A visitor saw a page (on the first load and on every client-side navigation). */
export type PageViewEvent = { event: 'page_view'; page_path: string; page_title: string; page_location: string }

/** A lead reached the broker; worth SPEC.md section 9's conversion value. */
export type LeadConversionEvent = {
  event: 'generate_lead'
  value: number
  currency: 'USD'
  lead_source: string
  lead_page: string
}

/** The visitor scrolled this far down the current page, once per milestone and page view. */
export type ScrollDepthEvent = { event: 'scroll_depth'; percent_scrolled: number; page_path: string }

/** One Core Web Vitals report, rated by SPEC.md section 9. */
export type WebVitalEvent = {
  event: 'web_vitals'
  metric_name: Metric['name']
  metric_value: number
  metric_delta: number
  metric_rating: Metric['rating']
  metric_id: string
  navigation_type: Metric['navigationType']
}

/** The browser went offline or came back. */
export type ConnectivityEvent = { event: 'connectivity'; status: 'online' | 'offline' }

/** An error nothing handled (uncaught exception or rejected promise). */
export type ExceptionEvent = { event: 'exception'; description: string; fatal: false }

/** The tag manager's own start marker, pushed right before its script is added. */
export type TagManagerStartEvent = { event: 'gtm.js'; 'gtm.start': number }

export type DataLayerEvent =
  | PageViewEvent
  | LeadConversionEvent
  | ScrollDepthEvent
  | WebVitalEvent
  | ConnectivityEvent
  | ExceptionEvent
  | TagManagerStartEvent

declare global {
  interface Window {
    /** Read by the tag manager when it loads, and by anything else that reads a data layer. */
    dataLayer?: DataLayerEvent[]
  }
}

/**
 * Appends an event to `window.dataLayer`, creating it if missing. Does nothing outside a browser, so
 * callers need no guard during the server render.
 */
export function pushToDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return
  window.dataLayer ??= []
  window.dataLayer.push(event)
}
