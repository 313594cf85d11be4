/**
 * Query parameters that only tell analytics where a visitor came from; the page is the same without
 * them. The browser keeps them (the lead form reads UTM values from the landing URL), but the server
 * renders and caches the page without them, so ad traffic shares one cached copy per page.
 */
const TRACKING_PARAMS = /^(utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl)$/i

/** The page URL (path and query) a request renders as: tracking parameters removed, the rest kept in order. */
export function pageUrl(url: string): string {
  const parsed = new URL(url, 'http://localhost')
  const kept = [...parsed.searchParams].filter(([name]) => !TRACKING_PARAMS.test(name))
  const query = new URLSearchParams(kept).toString()
  return `${parsed.pathname}${query ? `?${query}` : ''}`
}
