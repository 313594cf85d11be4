/** What the server hands the browser alongside the HTML: SWR's fallback and the asset list. */
export type AppState = {
  fallback: Record<string, unknown>
  assets: { styles: string[]; scripts: string[]; devPreamble?: string }
  siteUrl: string
  /** The change stream's position when the page's data was read: the page's stream resumes there. */
  changeCursor?: string
}

export const APP_STATE_ID = '__APP_STATE__'

/** JSON safe inside a <script> element: no "</script>", no line separators. */
export function serializeState(state: AppState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
