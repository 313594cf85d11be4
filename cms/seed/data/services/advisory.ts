import { bulletList, h2, paragraph, quote, root } from '../../lexical'
import type { ServiceSeed } from '../../types'

/** Advisory services: research, strategy, diligence and portfolio work. */
export const ADVISORY_SERVICES: ServiceSeed[] = [
  {
    slug: 'market-intelligence',
    title: 'Market Intelligence',
    summary: 'Quarterly data and plain-English analysis on vacancy, rents, absorption and construction across all 19 Orange County industrial submarkets.',
    benefits: ['Submarket vacancy, rent and absorption data every quarter', 'Custom reports for your size range and property type', 'Lease and sale comparables for budgeting and negotiation', 'Construction pipeline and development tracking', 'Briefings for executive teams and boards'],
    body: root(
      paragraph('Good real estate decisions start with good data. Our research team tracks more than 9,480 industrial buildings across Orange County, from a 5,000 SF shop in Stanton to a 600,000 SF distribution center in Buena Park.'),
      h2('What you receive'),
      bulletList(['Quarterly county and submarket reports', 'Comparable lease and sale transactions', 'Availability by size range, clear height and loading', 'Forecasts for vacancy and rents over the next four quarters']),
      paragraph('We present the data in plain English and explain what it means for your building, your lease or your investment.'),
      quote('The numbers tell you where the market is. Our job is to tell you what to do about it.'),
    ),
    seo: { title: 'Orange County Industrial Market Intelligence', description: 'Quarterly vacancy, rent, absorption and construction data for all 19 Orange County industrial submarkets.' },
  },
  {
    slug: 'broker-advisory',
    title: 'Broker Advisory',
    summary: 'Senior-level strategic advice on real estate decisions that affect your whole business: expansions, consolidations, relocations and ownership.',
    benefits: ['Strategy sessions with a senior broker, not a junior associate', 'Real estate planning tied to your business plan', 'Multi-site consolidation and expansion analysis', 'Board and lender-ready recommendations', 'Ongoing counsel between transactions'],
    body: root(
      paragraph('Some decisions are bigger than a single lease. Consolidating three buildings into one, bringing production back from overseas, or buying your own building all change your cost structure for a decade.'),
      h2('How we advise'),
      paragraph('We start with your business plan, not a list of buildings. We model the options, including doing nothing, and show what each means for cost, risk and flexibility.'),
      bulletList(['Headcount and throughput projections translated into square footage', 'Labor market and commute analysis', 'Total occupancy cost over the full term', 'Exit and flexibility planning']),
      paragraph('Advisory clients often work with us for years before and after any transaction.'),
    ),
    seo: { title: 'Industrial Real Estate Advisory | Orange County', description: 'Strategic industrial real estate advice for expansions, consolidations, relocations and ownership decisions in Orange County.' },
  },
  {
    slug: 'due-diligence',
    title: 'Due Diligence',
    summary: 'A complete, organized due diligence process for industrial buyers: physical, environmental, zoning, title and lease review, managed on a firm schedule.',
    benefits: ['Diligence checklist and timeline from the day you open escrow', 'Coordination of inspections, environmental and surveys', 'Zoning, permitted use and entitlement review', 'Lease, estoppel and operating expense audit for investment buyers', 'Clear go or no-go summary before your contingency expires'],
    body: root(
      paragraph('Industrial buildings hide expensive problems: roofs near the end of their life, underground storage tanks, inadequate power or uses that the zoning no longer allows. Finding them before your contingency expires is the entire point of due diligence.'),
      h2('What we coordinate'),
      bulletList(['Property condition and roof inspections', 'Phase I environmental site assessment (and Phase II where needed)', 'ALTA survey and title review', 'Zoning and permitted-use confirmation with the city', 'Fire sprinkler and power capacity review']),
      paragraph('We keep every report, deadline and open question in one place and summarize the findings in writing, so you can decide with confidence or renegotiate with evidence.'),
    ),
    seo: { title: 'Industrial Due Diligence for Buyers | Orange County', description: 'Organized due diligence for industrial property buyers: inspections, environmental, zoning, title and lease review.' },
  },
  {
    slug: 'portfolio-management',
    title: 'Portfolio Management',
    summary: 'Landlord representation and portfolio strategy for owners of Orange County industrial property, from leasing a single building to repositioning a portfolio.',
    benefits: ['Leasing strategy and marketing for vacant and expiring space', 'Tenant retention and early renewal programs', 'Rent and lease-term benchmarking across your portfolio', 'Capital improvement planning to protect rents', 'Hold, refinance or sell recommendations'],
    body: root(
      paragraph('Industrial owners face a changing market: vacancy is higher than it has been in a decade, tenants are negotiating harder, and older buildings compete with new construction. We help owners keep buildings leased and values rising.'),
      h2('Landlord representation'),
      paragraph('We price, market and lease your space to qualified tenants, and we work to renew the tenants you want to keep before they start looking elsewhere.'),
      h2('Portfolio strategy'),
      bulletList(['Lease expiration and rollover planning', 'Improvements that earn their cost back in rent', 'Disposition timing and buyer targeting']),
    ),
    seo: { title: 'Industrial Landlord Representation | Orange County', description: 'Leasing, tenant retention and portfolio strategy for owners of Orange County industrial property.' },
  },
]
