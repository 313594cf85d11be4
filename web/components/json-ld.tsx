import { createContext, use, useEffect } from 'react'

import type { StructuredData } from '../lib/structured-data'
import { serializeJsonLd } from '../lib/structured-data'

/** Marks the blocks the server wrote into <head>, so the browser can take them over. */
export const SERVER_JSON_LD_ATTRIBUTE = 'data-server-json-ld'

/**
 * Server only: collects the JSON-LD of the page being rendered. React 19 hoists <title>, <meta> and
 * <link> into <head> but leaves inline scripts where they are rendered, so the server renderer
 * writes the collected blocks into <head> itself (web/app/entry-server.tsx).
 */
export const JsonLdCollector = createContext<string[] | null>(null)

/** The server's blocks are removed once, when the browser's first page takes over <head>. */
let hasTakenOverServerBlocks = false

/**
 * One `<script type="application/ld+json">` in <head>. The JSON is escaped (see serializeJsonLd) so
 * that text from the CMS cannot close the script element or open an HTML comment inside it. Nothing
 * renders in place: on the server the block goes to the collector; in the browser it is kept in
 * <head> while the page is shown, and replaced on client navigation.
 */
export function JsonLd({ data }: { data: StructuredData }) {
  const collected = use(JsonLdCollector)
  const json = serializeJsonLd(data)
  if (collected) collected.push(json)

  useEffect(() => {
    if (!hasTakenOverServerBlocks) {
      hasTakenOverServerBlocks = true
      for (const block of document.head.querySelectorAll(`script[${SERVER_JSON_LD_ATTRIBUTE}]`)) block.remove()
    }
    const script = document.createElement('script')
    script.type = 'application/ld+json'
    script.text = json
    document.head.append(script)
    return () => script.remove()
  }, [json])

  return null
}

/** The collected blocks as HTML for <head>; the JSON is already escaped for a script element. */
export const jsonLdHeadHtml = (blocks: string[]): string =>
  blocks.map((json) => `<script type="application/ld+json" ${SERVER_JSON_LD_ATTRIBUTE}>${json}</script>`).join('')
