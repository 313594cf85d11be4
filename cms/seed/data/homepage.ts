import type { HomepageSection } from '../../payload-types'

type SectionSeed = Omit<HomepageSection, 'id' | 'createdAt' | 'updatedAt'>

/**
 * Replaceable home page sections (SPEC.md section 2). The stat cards repeat the Q3 2025 county snapshot:
 * 5.22 % vacancy (+0.18 pts), $18.36/SF/yr = $1.53/SF/mo (Q2: $1.55), 340 deals (Q2: 320), 4.4M SF (Q2: 4.15M).
 */
export const HOMEPAGE_SECTIONS: SectionSeed[] = [
  {
    section_key: 'market_intelligence',
    title: 'Orange County Industrial Market Intelligence',
    subtitle: 'Q3 2025 market data across 240 million square feet and 19 submarkets',
    description:
      'Vacancy is rising at its slowest pace in two years, rents are near the bottom of the cycle and new construction has slowed to a five-year low. Here is where the market stands this quarter.',
    content: {
      stats: [
        { value: '5.22%', label: 'Vacancy Rate', change: '+0.18 pts QoQ', trend: 'up', description: 'Highest in a decade, rising more slowly than in any quarter since early 2023' },
        { value: '$1.53', label: 'Avg. Lease Rate (SF/Mo NNN)', change: '-1.3% QoQ', trend: 'down', description: 'Asking rents are down about 6% from the 2023 peak; concessions remain generous' },
        { value: '340', label: 'Transactions', change: '+6.3% QoQ', trend: 'up', description: '84 sales and 256 leases closed during the quarter' },
        { value: '4.4M SF', label: 'Transaction Volume', change: '+6.0% QoQ', trend: 'up', description: 'Led by tenants and buyers in the 10,000-50,000 SF range' },
      ],
    },
  },
  {
    section_key: 'market_analysis_cta',
    title: 'What Is Your Property Worth in Today\'s Market?',
    subtitle: 'A free, broker-prepared analysis for tenants, owners and investors',
    description:
      'Get current lease and sale comparables, a rent or value range and a clear recommendation for your building or your next move, prepared by a licensed broker who knows your submarket.',
    content: {
      stats: [
        { value: '24 hrs', label: 'Analysis delivered', trend: 'neutral', description: 'Your report within one business day' },
        { value: '9,480', label: 'Buildings tracked', trend: 'neutral', description: 'Every industrial building in the county' },
        { value: '$64B', label: 'Transacted', trend: 'neutral', description: 'Experience behind every recommendation' },
      ],
      cta_buttons: [
        { text: 'Get Your Free Market Analysis', link: '/contact', style: 'primary' },
        { text: 'View Market Reports', link: '/market-reports', style: 'secondary' },
      ],
      footer_text: 'No cost and no obligation. We respond within 2 hours during business hours.',
    },
  },
]
