import type { StructuredData } from '../lib/structured-data'
import { serializeJsonLd } from '../lib/structured-data'

/**
 * One `<script type="application/ld+json">`. The JSON is escaped (see serializeJsonLd) so that text
 * from the CMS cannot close the script element or open an HTML comment inside it.
 */
export function JsonLd({ data }: { data: StructuredData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
