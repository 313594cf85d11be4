import type { CitySeed } from '../../types'

/** North and West County markets: Anaheim to Huntington Beach. */
export const NORTH_WEST_CITIES: CitySeed[] = [
  {
    slug: 'anaheim', name: 'Anaheim', scene: 'manufacturing',
    headline: 'Anaheim Industrial Real Estate: Anaheim Canyon and the 91 Corridor',
    description:
      'Anaheim is the largest industrial market in Orange County, with more than 45 million square feet spread between the Anaheim Canyon Business Center and the older industrial neighborhoods south of the SR-91. ' +
      'The Canyon, bounded by the SR-91, SR-57 and SR-55, is home to aerospace, food production and electronics manufacturers that value its modern tilt-up buildings and heavy power. ' +
      'Distributors favor the La Palma and Miraloma corridors for direct access to the I-5 and a straight run to the Ports of Long Beach and Los Angeles.',
    highlights: ['45M+ SF of industrial space, the largest base in the county', 'Anaheim Canyon at the junction of the SR-91, SR-57 and SR-55', 'About 30 miles to the Ports of Long Beach and Los Angeles', 'Heavy power and 24-32\' clear buildings for manufacturing'],
  },
  {
    slug: 'fullerton', name: 'Fullerton', scene: 'distribution',
    headline: 'Fullerton Industrial Real Estate: Big-Box Distribution off the 91',
    description:
      'Fullerton holds some of the largest distribution buildings in Orange County, clustered along Orangethorpe Avenue and the BNSF rail line. ' +
      'Its position between the SR-91 and SR-57, with the I-5 minutes away, makes it a natural first stop for regional distributors serving both Orange and Los Angeles counties. ' +
      'Several buildings offer rail service, a rarity this close to the coast.',
    highlights: ['Distribution buildings from 100,000 to 400,000 SF', 'Rail-served sites along the BNSF line', 'Direct SR-91 and SR-57 access', 'New 36\' clear construction delivering in 2026'],
  },
  {
    slug: 'buena-park', name: 'Buena Park', scene: 'distribution',
    headline: 'Buena Park Industrial Real Estate: Modern Logistics at the County Line',
    description:
      'Buena Park sits on the Los Angeles County line where the I-5 and SR-91 meet, about 20 miles from the Ports of Long Beach and Los Angeles. ' +
      'Its industrial base has been rebuilt over the past decade with Class A distribution centers of 36 to 40 feet clear, deep truck courts and trailer parking. ' +
      'Today it offers the best selection of modern big-box space in Orange County.',
    highlights: ['Class A distribution centers with 36-40\' clear heights', 'I-5 and SR-91 interchange at the county line', 'About 20 miles to the San Pedro Bay ports', 'Largest share of the county construction pipeline'],
  },
  {
    slug: 'placentia', name: 'Placentia', scene: 'manufacturing',
    headline: 'Placentia Industrial Real Estate: Manufacturing with Staying Power',
    description:
      'Placentia\'s industrial district along Richfield Road, Orangethorpe Avenue and the SR-57 is built around manufacturers that have operated here for decades. ' +
      'Buildings typically range from 10,000 to 80,000 SF with heavy power, grade-level loading and room for production lines. ' +
      'The SR-57 and SR-91 put the rest of Southern California within easy reach.',
    highlights: ['Established manufacturing base with long tenancies', 'Buildings from 10,000 to 80,000 SF', 'SR-57 and SR-91 access', 'Scarce owner-user sale inventory'],
  },
  {
    slug: 'orange', name: 'Orange', scene: 'warehouse',
    headline: 'Orange Industrial Real Estate: The County\'s Crossroads',
    description:
      'The City of Orange sits where the I-5, SR-22, SR-55 and SR-57 meet, which makes its industrial corridors along Batavia Street, Katella Avenue and Main Street some of the best-connected in the county. ' +
      'Building-products distributors, contractors and light manufacturers fill a mix of mid-size warehouses and small-bay units. ' +
      'Space near the freeway interchanges rarely stays on the market long.',
    highlights: ['Four freeways: I-5, SR-22, SR-55 and SR-57', 'Batavia Street and Katella Avenue industrial corridors', 'Mid-size warehouses from 15,000 to 75,000 SF', 'Strong contractor and building-products demand'],
  },
  {
    slug: 'cypress', name: 'Cypress', scene: 'rnd',
    headline: 'Cypress Industrial Real Estate: Corporate R&D and Business Parks',
    description:
      'Cypress is known for its master-planned business parks near Katella Avenue and Valley View Street, home to corporate R&D, light assembly and regional headquarters. ' +
      'Buildings are typically well landscaped with generous parking and high office ratios. ' +
      'The SR-22, I-605 and I-405 connect Cypress to Long Beach and the rest of the county within minutes.',
    highlights: ['Master-planned R&D business parks', 'Quick access to the I-605, SR-22 and I-405', 'Corporate campus quality at North County pricing', 'Owner-user buying opportunities in larger R&D buildings'],
  },
  {
    slug: 'stanton', name: 'Stanton', scene: 'yard',
    headline: 'Stanton Industrial Real Estate: Central Small-Bay and Yard Space',
    description:
      'Stanton is a compact market of small industrial buildings, many with secured yards, between Beach Boulevard and the SR-22. ' +
      'Contractors, service businesses and small distributors value its central location and lower occupancy costs. ' +
      'Units with yard space are among the most sought-after listings in West County.',
    highlights: ['Small-bay units from 2,000 to 20,000 SF', 'Secured yards for contractors and fleets', 'Central location between the SR-22 and SR-91', 'Lower occupancy costs than neighboring cities'],
  },
  {
    slug: 'garden-grove', name: 'Garden Grove', scene: 'yard',
    headline: 'Garden Grove Industrial Real Estate: Central Distribution and Outdoor Storage',
    description:
      'Garden Grove\'s industrial areas along Lampson Avenue, Western Avenue and the SR-22 combine mid-size warehouses with some of the county\'s scarce outdoor storage sites. ' +
      'Its location between the SR-22, I-405 and I-5 gives distributors a central base for deliveries across Orange County. ' +
      'New construction is replacing older manufacturing buildings with modern warehouse space.',
    highlights: ['Central location between the SR-22, I-405 and I-5', 'Permitted industrial outdoor storage sites', 'New 32\' clear warehouse construction on Lampson Avenue', 'Mid-size buildings from 20,000 to 120,000 SF'],
  },
  {
    slug: 'westminster', name: 'Westminster', scene: 'flex',
    headline: 'Westminster Industrial Real Estate: Small Business, Steady Demand',
    description:
      'Westminster\'s industrial inventory is made up of small buildings and multi-tenant parks along Hoover Street, Bolsa Avenue and the I-405. ' +
      'Food wholesalers, importers, auto service businesses and trades fill most of it, many of them family-owned for a generation. ' +
      'Vacancy stays below the county average because tenants rarely leave.',
    highlights: ['Small-bay and multi-tenant industrial parks', 'I-405 and SR-22 access', 'Long tenancies and local ownership', 'Vacancy consistently below the county average'],
  },
  {
    slug: 'huntington-beach', name: 'Huntington Beach', scene: 'manufacturing',
    headline: 'Huntington Beach Industrial Real Estate: Aerospace and Precision Manufacturing',
    description:
      'Huntington Beach has a deep manufacturing base centered on Gothard Street, Graham Street and the Bolsa Chica industrial area. ' +
      'Aerospace suppliers, precision machinists and marine manufacturers rely on its skilled workforce and buildings with heavy power and crane capacity. ' +
      'The I-405 links the city to Long Beach and the rest of the county.',
    highlights: ['Aerospace and precision manufacturing cluster', 'Buildings with heavy power and crane capacity', 'I-405 access to Long Beach', 'Skilled coastal workforce'],
  },
]
