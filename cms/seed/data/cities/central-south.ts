import type { CitySeed } from '../../types'

/** Central and South County markets: Irvine to San Clemente. */
export const CENTRAL_SOUTH_CITIES: CitySeed[] = [
  {
    slug: 'irvine', name: 'Irvine', scene: 'flex',
    headline: 'Irvine Industrial Real Estate: The Irvine Business Complex',
    description:
      'Irvine\'s industrial core is the Irvine Business Complex around John Wayne Airport, where small-bay warehouses and flex buildings sit alongside corporate offices. ' +
      'The I-405, SR-55 and SR-73 put tenants within minutes of the entire county. ' +
      'As older industrial buildings are redeveloped into housing, the remaining space is some of the most valuable in Orange County.',
    highlights: ['Irvine Business Complex next to John Wayne Airport', 'I-405, SR-55 and SR-73 access', 'Small-bay and flex buildings from 5,000 to 40,000 SF', 'Shrinking supply as sites are redeveloped'],
  },
  {
    slug: 'irvine-spectrum', name: 'Irvine Spectrum', scene: 'rnd',
    headline: 'Irvine Spectrum Industrial Real Estate: R&D and Advanced Manufacturing',
    description:
      'The Irvine Spectrum, where the I-5 and I-405 meet, is Orange County\'s center for medical device, life science and technology companies. ' +
      'Its R&D and light industrial buildings offer clean rooms, lab improvements, high power and high-quality office space. ' +
      'Employers choose the Spectrum for its talent pool and the prestige of the address.',
    highlights: ['Medical device and life science cluster', 'I-5 and I-405 interchange', 'R&D buildings with lab and clean-room improvements', 'Highest industrial rents in the county'],
  },
  {
    slug: 'santa-ana', name: 'Santa Ana', scene: 'warehouse',
    headline: 'Santa Ana Industrial Real Estate: The Central County Core',
    description:
      'Santa Ana\'s industrial core stretches from Susan Street and Dyer Road to the Grand Avenue corridor, one of the densest concentrations of warehouse and manufacturing space in the county. ' +
      'The I-5, SR-55 and I-405 are all within minutes, and the labor pool is one of the deepest in Southern California. ' +
      'Owner-users compete hard for the buildings under 30,000 SF that come up for sale.',
    highlights: ['Dense industrial core around Dyer Road and Susan Street', 'I-5, SR-55 and I-405 within minutes', 'One of the region\'s deepest labor pools', 'Active owner-user sale market'],
  },
  {
    slug: 'costa-mesa', name: 'Costa Mesa', scene: 'flex',
    headline: 'Costa Mesa Industrial Real Estate: The Airport Area',
    description:
      'Costa Mesa\'s industrial space is concentrated north of the I-405 near John Wayne Airport, where consumer brands, action sports companies and e-commerce businesses combine showroom, office and warehouse. ' +
      'There is no land left for new construction, so vacancy stays among the lowest in the county. ' +
      'Buildings here lease quickly and sell at a premium.',
    highlights: ['Airport Area location north of the I-405', 'Consumer brand and showroom-warehouse demand', 'No new construction pipeline', 'Vacancy among the lowest in the county'],
  },
  {
    slug: 'fountain-valley', name: 'Fountain Valley', scene: 'cold',
    headline: 'Fountain Valley Industrial Real Estate: The County\'s Tightest Market',
    description:
      'Fountain Valley\'s industrial area between the I-405 and the Santa Ana River is compact, well maintained and almost always full. ' +
      'Food processors, cold storage operators and electronics manufacturers value its central West County location and easy I-405 access. ' +
      'Tenants here should start renewal planning early; alternatives are few.',
    highlights: ['Consistently the lowest vacancy in Orange County', 'I-405 frontage and access', 'Food processing and cold storage users', 'Well-maintained business parks along Slater Avenue'],
  },
  {
    slug: 'tustin', name: 'Tustin', scene: 'distribution',
    headline: 'Tustin Industrial Real Estate: Tustin Legacy and the Franklin Avenue Corridor',
    description:
      'Tustin combines the county\'s newest industrial development at Tustin Legacy, the former air base, with established mid-century buildings along Franklin Avenue and Edinger Avenue. ' +
      'New last-mile buildings with 36-foot clear heights sit minutes from the I-5 and SR-55. ' +
      'Few places in central Orange County offer new construction at this scale.',
    highlights: ['New Class A construction at Tustin Legacy', 'I-5 and SR-55 access', 'Last-mile buildings in the center of the county', 'Older owner-user buildings near Franklin Avenue'],
  },
  {
    slug: 'lake-forest', name: 'Lake Forest', scene: 'rnd',
    headline: 'Lake Forest Industrial Real Estate: Foothill Ranch and South County R&D',
    description:
      'Lake Forest and Foothill Ranch offer modern R&D, flex and light manufacturing buildings along the SR-241 and I-5. ' +
      'Medical device companies and technology firms value the same quality of building found in the Irvine Spectrum at lower rents. ' +
      'The area draws on a large South County workforce with short commutes.',
    highlights: ['Foothill Ranch and Lake Forest business parks', 'SR-241 and I-5 access', 'R&D and flex at a discount to the Spectrum', 'Short commutes for South County employees'],
  },
  {
    slug: 'south-orange-county', name: 'South Orange County', scene: 'flex',
    headline: 'South Orange County Industrial Real Estate: Mission Viejo to Rancho Santa Margarita',
    description:
      'South Orange County covers the business parks of Mission Viejo, Rancho Santa Margarita, Laguna Hills and San Juan Capistrano. ' +
      'Inventory is limited and mostly small-bay and flex space, occupied by local manufacturers, service companies and e-commerce brands. ' +
      'With little new construction, the market stays steady through every cycle.',
    highlights: ['Business parks in Mission Viejo and Rancho Santa Margarita', 'I-5 and SR-241 access', 'Small-bay and flex inventory', 'Stable demand from local businesses'],
  },
  {
    slug: 'san-clemente', name: 'San Clemente', scene: 'flex',
    headline: 'San Clemente Industrial Real Estate: Rancho San Clemente Business Park',
    description:
      'San Clemente\'s industrial market is centered on the Rancho San Clemente business park along Calle Amanecer and Avenida Pico. ' +
      'Action sports, outdoor and marine brands combine design, warehousing and distribution in buildings from 5,000 to 60,000 SF. ' +
      'The I-5 connects the city to the rest of Orange County and north San Diego County.',
    highlights: ['Rancho San Clemente business park', 'Action sports and outdoor brand cluster', 'I-5 access to Orange and San Diego counties', 'Tight market where space rarely lists publicly'],
  },
]
