import type { SiteSetting } from '../../payload-types'

type SettingsSeed = Omit<SiteSetting, 'id' | 'createdAt' | 'updatedAt'>

/** Brand and contact details shown across the site (SPEC.md section 1). */
export const SITE_SETTINGS_SEED: SettingsSeed = {
  brandName: 'Calder & Pine Industrial Advisors',
  productNoun: 'industrial real estate',
  productSlug: 'industrial-real-estate',
  footerTagline: "Orange County's premier industrial real estate expert",
  claims: [
    { value: '$64 billion', label: 'in industrial transactions' },
    { value: '9,480', label: 'buildings tracked county-wide' },
    { value: '240M+ SF', label: 'Orange County industrial market' },
  ],
  phone: '(949) 555-0142',
  email: 'hello@example.com',
  address: { street: '17951 Gillette Ave', suite: 'Suite 210', city: 'Irvine', region: 'CA', postalCode: '92614' },
  hoursText: 'Mon-Fri 8AM-6PM PST',
  openingHours: [{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '08:00', closes: '18:00' }],
  dreNumber: '02187431',
  linkedinUrl: 'https://www.linkedin.com/company/example',
  schedulingUrl: 'https://calendly.com/example',
  webhooks: [],
}
