import { bulletList, h2, paragraph, quote, root } from '../../lexical'
import type { PostSeed } from '../../types'

export const MARKET_POSTS: PostSeed[] = [
  {
    title: 'Orange County Industrial Vacancy Passes 5%: What Q3 2025 Means for Tenants and Owners',
    slug: 'orange-county-industrial-vacancy-q3-2025',
    publishedDate: '2025-10-21T15:00:00.000Z',
    category: 'Market Trends',
    authorSlug: 'kevin-tran',
    excerpt: 'Vacancy reached 5.22% in the third quarter, but it rose at the slowest pace in two years. Here is what the numbers mean for tenants, landlords and buyers heading into 2026.',
    cover: { scene: 'distribution', seed: 201, alt: 'Distribution center with trailers in an Orange County industrial park' },
    seo: { title: 'OC Industrial Vacancy Q3 2025: What It Means', description: 'Orange County industrial vacancy reached 5.22% in Q3 2025. What the data means for tenants, landlords and buyers heading into 2026.' },
    content: root(
      paragraph('Orange County\'s industrial vacancy rate reached **5.22%** in the third quarter of 2025, the highest reading in more than a decade. Two years ago it was under 3%. Headlines will call that a downturn, but the details tell a more useful story.'),
      paragraph('Vacancy rose just 18 basis points from the second quarter, the smallest increase since early 2023. Net absorption was negative 187,000 SF, less than half the losses we saw in the first quarter. And deal activity picked up: 340 leases and sales, totaling 4.4 million SF, up about 6% from the spring.'),
      h2('Where the vacancy is'),
      paragraph('The available space is concentrated in two places: large distribution buildings in North County and older buildings constructed before 1990. Small-bay and manufacturing space remain tight across most of the county.'),
      bulletList([
        '**Buena Park and Fullerton:** vacancy of 7.1% and 6.4%, driven by big-box logistics consolidations.',
        '**Irvine Spectrum:** 6.1%, as medical device companies returned second-generation R&D space.',
        '**Fountain Valley and Costa Mesa:** 2.8% and 3.2%, still among the tightest markets in Southern California.',
      ]),
      h2('What it means for tenants'),
      paragraph('This is the best negotiating environment tenants have had in ten years. Asking rents average $1.53/SF/month NNN, down roughly 6% from the 2023 peak, and landlords of larger buildings are offering free rent and improvement allowances that were unthinkable in 2022. If your lease expires in 2026 or 2027, now is the time to start the conversation.'),
      quote('The window for the deepest concessions is closing. Landlords of quality buildings under 50,000 SF are already pulling back on free rent.'),
      h2('What it means for owners and buyers'),
      paragraph('Only 1.8 million SF is under construction county-wide, the thinnest pipeline in five years, and there is almost no land left to build on. That limits how far vacancy can rise. We expect it to peak near 5.5% in early 2026 and rents to resume modest growth in the second half of the year. For owner-users with capital, today\'s pricing on buildings under 50,000 SF may look like a bargain in three years.'),
    ),
  },
  {
    title: 'Cold Storage in Orange County: Why Demand Keeps Outrunning Supply',
    slug: 'cold-storage-demand-orange-county',
    publishedDate: '2025-06-17T15:00:00.000Z',
    category: 'Development',
    authorSlug: 'kevin-tran',
    excerpt: 'Food producers and grocery distributors are hunting for cold storage in a county that has almost none to offer. Here is why supply lags and what users can do about it.',
    cover: { scene: 'cold', seed: 202, alt: 'Cold storage building with insulated dock doors' },
    seo: { title: 'Cold Storage Demand in Orange County', description: 'Why cold storage supply in Orange County lags demand, what it costs to build or convert, and how food users can compete for space.' },
    content: root(
      paragraph('In the first half of 2025 we tracked more than 600,000 SF of active cold storage requirements in Orange County, from meal-kit companies to grocery distributors and specialty food manufacturers. At the same time, fewer than five freezer or cooler buildings were available county-wide.'),
      paragraph('Cold storage is the one corner of the industrial market where rising vacancy has not arrived, and the reasons are structural.'),
      h2('Why supply is so thin'),
      bulletList([
        '**Construction cost:** insulated panels, refrigeration and freezer slab heating can double the cost of a dry warehouse.',
        '**Power:** a cold facility often needs 3,000 to 4,000 amps, which many older buildings and utility feeders cannot provide.',
        '**Land:** speculative developers rarely build cold space in a county with almost no vacant land.',
        '**Specialization:** owners worry about re-leasing a highly specialized building if a tenant leaves.',
      ]),
      paragraph('The result is that most cold storage in Orange County is owner-occupied or leased long term to the same tenants, and very little reaches the open market.'),
      h2('Converting a dry building'),
      paragraph('For many users, the realistic path is converting a conventional warehouse. Conversion costs in 2025 typically run from $120 to $250 per square foot of refrigerated area, depending on temperature, floor insulation and refrigerant system. Buildings with 28 feet of clear height or more, strong power and dock-high loading are the best candidates.'),
      quote('The building you can convert is worth more than the cold building you are waiting for.'),
      h2('How to compete for space'),
      paragraph('Start early, be flexible about location between the SR-91 and I-405, and consider a longer lease in exchange for landlord-funded refrigeration. In Fountain Valley, Santa Ana and Anaheim, we have helped users secure conversions where the landlord amortized the improvements into the rent over ten years.'),
    ),
  },
]
