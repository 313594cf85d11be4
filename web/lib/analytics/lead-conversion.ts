import type { LeadConversionEvent } from './data-layer'
import { pushToDataLayer } from './data-layer'

/** What one lead is worth to the business (SPEC.md section 9). */
export const LEAD_CONVERSION_VALUE = { value: 5000, currency: 'USD' } as const

/** The conversion event of a lead the server accepted. */
export function buildLeadConversion({ source, page }: { source: string; page: string }): LeadConversionEvent {
  return { event: 'generate_lead', ...LEAD_CONVERSION_VALUE, lead_source: source, lead_page: page }
}

/** Records a lead the server accepted as a conversion in the data layer. */
export function trackLeadConversion({ source, page }: { source: string; page: string }): void {
  pushToDataLayer(buildLeadConversion({ source, page }))
}
