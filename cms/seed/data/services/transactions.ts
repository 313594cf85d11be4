import { bulletList, h2, numberedList, paragraph, root } from '../../lexical'
import type { ServiceSeed } from '../../types'

/** Services around a deal: finding space, buying and selling, renewing and subleasing. */
export const TRANSACTION_SERVICES: ServiceSeed[] = [
  {
    slug: 'property-search',
    title: 'Property Search & Tenant Representation',
    summary: 'We find, negotiate and secure the right industrial space for your operation, including buildings that never reach the open market, and we represent only you.',
    benefits: ['Every available and soon-to-be-available building in your size range, on and off market', 'Site tours planned around your trucks, people and power needs', 'Side-by-side occupancy cost analysis of every option', 'Negotiation of rent, free rent, improvements and lease language', 'Landlords pay our fee in most transactions'],
    body: root(
      paragraph('Finding industrial space in Orange County is not a search problem; it is an access problem. The best buildings are often leased before they are listed, and a listing agent works for the landlord. We represent **tenants and buyers only** in your search, and we track every building in the county, not just what is advertised.'),
      h2('How the search works'),
      numberedList([
        '**Requirements workshop:** size, clear height, loading, power, yard, labor and commute, in one page.',
        '**Market survey:** every option that fits, including sublease space and buildings with tenants leaving.',
        '**Tours and shortlist:** we walk each building with you and flag the issues a brochure leaves out.',
        '**Proposals and negotiation:** competing landlords against each other, in writing.',
        '**Lease review and move-in:** we work alongside your attorney and stay involved through occupancy.',
      ]),
      paragraph('Most clients save between 8% and 15% on total occupancy cost against their first proposal, and they get lease terms that protect them when their business changes.'),
    ),
    seo: { title: 'Industrial Tenant Representation in Orange County', description: 'Find and negotiate warehouse, manufacturing and distribution space in Orange County with a broker who represents tenants and buyers only.' },
  },
  {
    slug: 'investment-analysis',
    title: 'Investment Analysis',
    summary: 'Underwriting, valuation and disposition strategy for industrial investors and owner-users, built on actual county-wide lease and sale comparables.',
    benefits: ['Valuation grounded in closed sales, not asking prices', 'Rent roll, mark-to-market and lease rollover analysis', 'Buy, hold or sell scenarios with cash flow and IRR', 'SBA 504 and conventional financing comparisons for owner-users', 'Disposition strategy and buyer targeting'],
    body: root(
      paragraph('Industrial values in Orange County move on rent growth, interest rates and a thin supply of land. An investment decision needs all three in one model. We build that model for you, using lease and sale comparables from our own transaction database.'),
      h2('What we analyze'),
      bulletList(['In-place rents against current market rents', 'Lease rollover and renewal probability', 'Capital needs: roofs, paving, fire sprinklers and power', 'Exit values under several cap rate scenarios']),
      paragraph('For owner-users, we compare the full cost of buying against leasing over ten years, including the equity you build and the tax benefits of ownership.'),
      h2('From analysis to action'),
      paragraph('When the numbers say sell, we run the sale. When they say hold, we tell you what to watch. Either way, you make the decision with the same information institutional investors use.'),
    ),
    seo: { title: 'Industrial Investment Analysis | Orange County', description: 'Valuation, underwriting and buy-or-lease analysis for Orange County industrial investors and owner-users.' },
  },
  {
    slug: 'lease-renewal',
    title: 'Lease Renewal',
    summary: 'Renewals are the most overpaid deals in industrial real estate. We start early, benchmark your rent and use real relocation options as leverage.',
    benefits: ['Renewal strategy started 12 to 24 months before expiration', 'Rent benchmarking against current comparable deals', 'Credible relocation alternatives to strengthen your position', 'Negotiation of improvements, free rent and flexibility rights', 'Review of restoration and holdover exposure'],
    body: root(
      paragraph('Your landlord knows what it costs you to move. Without a clear alternative, most tenants accept the first renewal proposal, often paying 10% or more above market. We change that by bringing real options to the table.'),
      h2('Our renewal process'),
      numberedList(['Review the existing lease: options, notice dates, restoration and operating expenses.', 'Benchmark the rent against recent comparable transactions.', 'Identify two or three relocation options that actually work.', 'Negotiate the renewal, with the alternatives in hand.']),
      paragraph('Even when staying is the right answer, the process usually produces better rent, new improvements or more flexible terms. We recommend starting **at least 12 months** before your expiration; for buildings over 50,000 SF, 18 to 24 months.'),
    ),
    seo: { title: 'Industrial Lease Renewal Negotiation | Orange County', description: 'Benchmark your rent and negotiate your industrial lease renewal with leverage. Start 12-24 months before expiration.' },
  },
  {
    slug: 'sublease',
    title: 'Sublease',
    summary: 'Whether you need to shed surplus space or want a below-market sublease, we price, market and negotiate subleases that protect you.',
    benefits: ['Pricing based on competing sublease and direct space', 'Marketing to the tenants actively searching in your size range', 'Review of landlord consent and recapture provisions', 'Negotiation of furniture, racking and improvements', 'Sublease opportunities for tenants seeking short terms'],
    body: root(
      paragraph('Sublease space gives tenants a way to cut costs and gives other tenants access to shorter, cheaper terms. Both sides carry risk: consent rights, recapture clauses and the credit of the subtenant all matter.'),
      h2('For tenants with surplus space'),
      paragraph('We set an asking rate that competes with direct space, market the space to active requirements, and negotiate a sublease that keeps your obligations under the master lease covered.'),
      h2('For tenants seeking sublease space'),
      bulletList(['Shorter terms matched to the remaining master lease', 'Rents often 15-25% below direct space', 'Existing racking, cabling and improvements included', 'Faster occupancy than a new direct lease']),
    ),
    seo: { title: 'Industrial Sublease Services | Orange County', description: 'Market your surplus industrial space or find a below-market sublease in Orange County with experienced sublease brokers.' },
  },
]
