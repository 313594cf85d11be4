import type { PropertySeed } from '../../types'

/**
 * Created last, so they are the three newest listings: the home page features them (newest first,
 * so the Buena Park distribution center leads).
 */
export const FEATURED: PropertySeed[] = [
  {
    address: '2901 Edinger Ave, Tustin, CA 92780', city: 'tustin', type: 'Last-Mile', listingType: 'lease', status: 'available',
    size: 86200, rate: '$1.72/SF/Mo NNN', clearHeight: 36, dockHighDoors: 14, gradeLevelDoors: 2, power: '2,500A 277/480V 3-phase', yearBuilt: 2024, lotAcres: 5.2,
    description: 'Brand-new last-mile facility at Tustin Legacy, minutes from the I-5 and SR-55 in the center of the county. Thirty-six foot clear height, 14 dock-high doors and 40 auto stalls for delivery vans make it ready for same-day fulfillment. Delivered in 2024 and available for immediate occupancy.',
    features: ['New construction (2024)', '36\' clear height', '14 dock-high doors', 'ESFR sprinklers', '40 van and auto stalls', 'EV charging infrastructure', 'Minutes to the I-5 and SR-55'],
    published: true, scene: 'distribution', imageSeed: 114, imageAlt: 'New last-mile logistics building at 2901 Edinger Ave, Tustin', galleryCount: 2, hasBrochure: true,
  },
  {
    address: '42 Cushing, Irvine, CA 92618', city: 'irvine-spectrum', type: 'R&D', listingType: 'sale', status: 'available',
    size: 46500, rate: '$25,575,000', clearHeight: 24, dockHighDoors: 2, gradeLevelDoors: 1, power: '3,000A 277/480V 3-phase', yearBuilt: 2008, lotAcres: 3.0,
    description: 'Premier Irvine Spectrum R&D building offered for sale, with ISO Class 7 clean rooms, laboratory space and a two-story glass office. Heavy power and a rooftop HVAC system designed for lab loads. A rare owner-user opportunity at the junction of the I-5 and I-405.',
    features: ['ISO Class 7 clean rooms', 'Laboratory improvements', '3,000A heavy power', 'Two-story glass office', '24\' clear height', 'Backup generator', 'Irvine Spectrum address'],
    published: true, scene: 'rnd', imageSeed: 115, imageAlt: 'Glass-fronted R&D building at 42 Cushing, Irvine Spectrum', galleryCount: 3, hasBrochure: true,
  },
  {
    address: '6150 Valley View St, Buena Park, CA 90620', city: 'buena-park', type: 'Distribution Center', listingType: 'lease', status: 'available',
    size: 598400, rate: '$1.39/SF/Mo NNN', clearHeight: 40, dockHighDoors: 62, gradeLevelDoors: 4, power: '4,000A 277/480V 3-phase', yearBuilt: 2022, lotAcres: 29.8,
    description: 'The largest modern distribution center available in Orange County: 598,400 SF with 40-foot clear height, 62 dock-high doors and a 185-foot secured truck court. Located at the I-5 and SR-91 interchange, about 20 miles from the Ports of Long Beach and Los Angeles. Built in 2022 to LEED standards with 140 trailer stalls.',
    features: ['40\' clear height', '62 dock-high doors', '185\' secured truck court', '140 trailer stalls', 'ESFR sprinklers', 'LEED-certified construction', 'About 20 miles to the San Pedro Bay ports'],
    published: true, scene: 'distribution', imageSeed: 116, imageAlt: 'Modern distribution center with trailer parking at 6150 Valley View St, Buena Park', galleryCount: 3, hasBrochure: true,
  },
]
