import type { SnapshotSeed } from '../types'

/**
 * Eight quarters of county-wide figures, Q4 2023 to Q3 2025. The latest quarter matches the site's
 * fallback figures (SPEC.md section 9): 5.22 % vacancy, $18.36/SF/yr = $1.53/SF/mo, 340 transactions,
 * 4.4M SF, 1.8M SF under construction, 3.6 % unemployment.
 */
export const COUNTY_SNAPSHOTS: SnapshotSeed[] = [
  {
    year: 2023, quarter: 'Q4',
    vacancy_rate: 2.91, avg_lease_rate: 19.44, net_absorption_quarterly: -412600,
    num_sale_transactions: 92, num_lease_transactions: 271, sale_transactions_sf: 1480000, lease_transactions_sf: 3910000,
    market_highlights: [
      { title: 'Vacancy ends the year under 3%', description: 'Orange County closed 2023 at 2.91% vacancy, still the tightest major industrial market in the country, even as space came back from third-party logistics users.' },
      { title: 'Rents plateau after a record run', description: 'Average asking rates held near $1.62/SF/month NNN. Landlords stopped raising asking rents quarter over quarter for the first time since 2020.' },
      { title: 'Owner-users keep buying', description: 'Ninety-two sales closed, led by manufacturers buying their own buildings in Anaheim and Santa Ana rather than face renewal increases.' },
    ],
    market_forecast: {
      summary: 'Expect vacancy to drift toward 3.5% in the first half of 2024 as logistics tenants consolidate. Rents should hold, with concessions appearing first on buildings over 100,000 SF.',
      expertQuote: 'The market has not turned; it has exhaled. Tenants with 2024 and 2025 expirations finally have a little room to negotiate.',
      underConstructionSf: 2640000, unemploymentRate: 3.9,
    },
  },
  {
    year: 2024, quarter: 'Q1',
    vacancy_rate: 3.34, avg_lease_rate: 19.32, net_absorption_quarterly: -538200,
    num_sale_transactions: 78, num_lease_transactions: 249, sale_transactions_sf: 1210000, lease_transactions_sf: 3480000,
    market_highlights: [
      { title: 'Big-box returns drive negative absorption', description: 'Three distribution centers over 150,000 SF in North County came back to market, accounting for most of the 538,000 SF of negative absorption.' },
      { title: 'Free rent reappears', description: 'One to two months of free rent per lease year became common on five-year deals above 50,000 SF.' },
      { title: 'Small-bay stays tight', description: 'Buildings under 20,000 SF remained below 2% vacancy, with multiple offers still routine in Fountain Valley and Costa Mesa.' },
    ],
    market_forecast: {
      summary: 'The split market continues: pressure on large distribution space, resilience in small-bay and manufacturing. Sales volume should recover as interest rates stabilise.',
      expertQuote: 'Size range now matters more than submarket. A 12,000-foot shop and a 200,000-foot warehouse are living in two different markets.',
      underConstructionSf: 2420000, unemploymentRate: 4.0,
    },
  },
  {
    year: 2024, quarter: 'Q2',
    vacancy_rate: 3.78, avg_lease_rate: 19.2, net_absorption_quarterly: -655900,
    num_sale_transactions: 81, num_lease_transactions: 262, sale_transactions_sf: 1330000, lease_transactions_sf: 3620000,
    market_highlights: [
      { title: 'Sublease space peaks', description: 'Available sublease space topped 4.1 million SF county-wide, much of it priced 15-25% below direct asking rents.' },
      { title: 'Irvine Spectrum R&D leasing picks up', description: 'Medical device and life science users signed over 400,000 SF of R&D space around Irvine Spectrum and Lake Forest.' },
      { title: 'New deliveries slow', description: 'Just 410,000 SF delivered during the quarter, almost all of it pre-leased or built for an owner-user.' },
    ],
    market_forecast: {
      summary: 'Vacancy will keep rising through 2024 as sublease space is absorbed slowly. Land scarcity keeps the construction pipeline thin, which protects the market from a deeper correction.',
      expertQuote: 'Orange County cannot overbuild; there is no land to do it with. Every softening cycle here is shorter than in the Inland Empire.',
      underConstructionSf: 2310000, unemploymentRate: 4.1,
    },
  },
  {
    year: 2024, quarter: 'Q3',
    vacancy_rate: 4.12, avg_lease_rate: 19.08, net_absorption_quarterly: -301400,
    num_sale_transactions: 86, num_lease_transactions: 258, sale_transactions_sf: 1290000, lease_transactions_sf: 3550000,
    market_highlights: [
      { title: 'Vacancy crosses 4%', description: 'County vacancy reached 4.12%, the highest reading in a decade, yet still below the long-run Southern California average.' },
      { title: 'Pricing holds for owner-user buildings', description: 'Buildings under 50,000 SF continued to trade above $425/SF, with SBA 504 buyers competing against private investors.' },
      { title: 'Lease terms lengthen', description: 'Average new lease term rose to 62 months as tenants traded longer commitments for lower starting rents.' },
    ],
    market_forecast: {
      summary: 'Negative absorption is narrowing. We expect vacancy to rise more slowly through mid-2025, with asking rents down 2-4% from peak by year end.',
      expertQuote: 'The smart money is locking in five- and seven-year terms now, while landlords are still paying for tenant improvements.',
      underConstructionSf: 2150000, unemploymentRate: 4.0,
    },
  },
  {
    year: 2024, quarter: 'Q4',
    vacancy_rate: 4.46, avg_lease_rate: 18.96, net_absorption_quarterly: -472800,
    num_sale_transactions: 95, num_lease_transactions: 247, sale_transactions_sf: 1520000, lease_transactions_sf: 3290000,
    market_highlights: [
      { title: 'Year-end sales surge', description: 'Ninety-five buildings sold, the strongest quarter of the year, as buyers closed before expected changes in financing costs.' },
      { title: 'Anaheim Canyon absorbs space', description: 'Anaheim Canyon posted positive absorption for the second straight quarter on the back of aerospace and food production users.' },
      { title: 'Concessions widen on big boxes', description: 'Landlords of buildings over 200,000 SF offered up to four months of free rent on five-year terms.' },
    ],
    market_forecast: {
      summary: 'Rents should bottom during 2025. Tenants with expirations in 2026 and 2027 should start talks early to capture today\'s concessions.',
      expertQuote: 'Rent growth will come back first in the submarkets that never had much vacancy: Fountain Valley, Costa Mesa and the Airport Area.',
      underConstructionSf: 2030000, unemploymentRate: 3.9,
    },
  },
  {
    year: 2025, quarter: 'Q1',
    vacancy_rate: 4.79, avg_lease_rate: 18.84, net_absorption_quarterly: -518300,
    num_sale_transactions: 71, num_lease_transactions: 233, sale_transactions_sf: 1060000, lease_transactions_sf: 3020000,
    market_highlights: [
      { title: 'Tariff uncertainty slows decisions', description: 'Importers and distributors paused expansion plans, and leasing activity fell to its lowest quarterly level since 2020.' },
      { title: 'Manufacturing holds steady', description: 'Manufacturing buildings posted 2.6% vacancy, less than half the rate of warehouse and distribution space.' },
      { title: 'Cold storage demand builds', description: 'Food producers and grocery distributors toured more than 600,000 SF of cold storage requirements against very little available supply.' },
    ],
    market_forecast: {
      summary: 'Vacancy will likely pass 5% by mid-year. Deal volume should recover once trade policy settles, and owner-user demand remains the floor under pricing.',
      expertQuote: 'Uncertainty freezes decisions, not demand. The requirements we tracked in the first quarter are still out there, waiting.',
      underConstructionSf: 1960000, unemploymentRate: 3.8,
    },
  },
  {
    year: 2025, quarter: 'Q2',
    vacancy_rate: 5.04, avg_lease_rate: 18.6, net_absorption_quarterly: -246700,
    num_sale_transactions: 76, num_lease_transactions: 244, sale_transactions_sf: 1110000, lease_transactions_sf: 3040000,
    market_highlights: [
      { title: 'Vacancy passes 5%', description: 'County vacancy reached 5.04%, with most available space in buildings built before 1990 and in big boxes in North County.' },
      { title: 'Absorption losses halve', description: 'Negative absorption fell to 247,000 SF, less than half of the first quarter, as sublease listings were withdrawn or leased.' },
      { title: 'Renewals dominate leasing', description: 'Renewals and extensions made up 46% of leased square footage as tenants chose to stay and reset rents rather than move.' },
    ],
    market_forecast: {
      summary: 'The worst of the correction is behind us. Expect vacancy to level off between 5% and 5.5% and asking rents to stabilise by early 2026.',
      expertQuote: 'We are near the bottom of this cycle. Tenants still have leverage, but the window for the deepest concessions is closing.',
      underConstructionSf: 1870000, unemploymentRate: 3.7,
    },
  },
  {
    year: 2025, quarter: 'Q3',
    vacancy_rate: 5.22, avg_lease_rate: 18.36, net_absorption_quarterly: -187400,
    num_sale_transactions: 84, num_lease_transactions: 256, sale_transactions_sf: 1180000, lease_transactions_sf: 3220000,
    market_highlights: [
      { title: 'Vacancy rises at its slowest pace in two years', description: 'Vacancy edged up 18 basis points to 5.22%, the smallest quarterly increase since early 2023, as absorption losses narrowed to 187,000 SF.' },
      { title: 'Transactions climb to 340', description: 'Leases and sales totaled 340 deals and 4.4 million SF, up 6% from the second quarter, led by tenants in the 10,000-50,000 SF range.' },
      { title: 'Pipeline shrinks to 1.8M SF', description: 'Only 1.8 million SF is under construction county-wide, mostly in Anaheim, Buena Park and Tustin Legacy, the thinnest pipeline in five years.' },
    ],
    market_forecast: {
      summary: 'With the construction pipeline at a five-year low and unemployment at 3.6%, we expect vacancy to peak near 5.5% in early 2026 and rents to resume modest growth in the second half of that year.',
      expertQuote: 'This is the best leasing market tenants have seen in a decade, and it will not last. Landlords are already pulling back on free rent for quality buildings under 50,000 SF.',
      underConstructionSf: 1800000, unemploymentRate: 3.6,
    },
  },
]
