import type { TeamSeed } from '../types'

export const TEAM: TeamSeed[] = [
  {
    name: 'Marcus Ellery',
    slug: 'marcus-ellery',
    role: 'Founder & Principal',
    order: 1,
    bio:
      'Marcus has represented Orange County industrial tenants, owner-users and investors for more than two decades, ' +
      'with over 38 million square feet of lease and sale transactions from Buena Park to San Clemente. Before founding ' +
      'the firm he ran the industrial group of a national brokerage out of the Irvine Business Complex. He is known for ' +
      'walking every building before a client does and for negotiating renewals that landlords remember.',
    email: 'marcus@example.com',
    phone: '(949) 555-0143',
    dreNumber: '01394218',
    linkedinUrl: 'https://www.linkedin.com/company/example',
    specialties: ['Tenant representation', 'Lease renewals', 'Distribution centers', 'North Orange County'],
  },
  {
    name: 'Sofia Navarro',
    slug: 'sofia-navarro',
    role: 'Senior Vice President, Investment Sales',
    order: 2,
    bio:
      'Sofia leads investment sales and owner-user acquisitions, advising private capital, family offices and ' +
      'manufacturers on more than $2.1 billion of Orange County industrial trades. She underwrites every deal herself, ' +
      'from rent roll and roof report to the last clause of the estoppel, and her buyers close on schedule. Sofia holds ' +
      'an MBA in real estate finance and previously worked in acquisitions for a West Coast industrial fund.',
    email: 'sofia@example.com',
    phone: '(949) 555-0144',
    dreNumber: '01872265',
    linkedinUrl: 'https://www.linkedin.com/company/example',
    specialties: ['Investment sales', 'Owner-user purchases', 'Sale-leasebacks', 'Due diligence'],
  },
  {
    name: 'Kevin Tran',
    slug: 'kevin-tran',
    role: 'Vice President, Market Research & Leasing',
    order: 3,
    bio:
      'Kevin runs the research desk that tracks all 9,480 industrial buildings in the county, and he turns that data ' +
      'into leasing strategy for clients in West County and the Irvine Spectrum. He has completed more than 300 lease ' +
      'transactions, many of them subleases and early renewals in shifting markets. Kevin grew up in Westminster and ' +
      'still knows which Little Saigon warehouses changed hands last quarter.',
    email: 'kevin@example.com',
    phone: '(949) 555-0145',
    dreNumber: '02046573',
    linkedinUrl: 'https://www.linkedin.com/company/example',
    specialties: ['Market research', 'Sublease strategy', 'Flex and R&D', 'West County'],
  },
]
