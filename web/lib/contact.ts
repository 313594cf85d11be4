import type { SiteSetting } from '../../cms/payload-types'

/** A `tel:` link for a displayed phone number: "(949) 555-0142" dials "9495550142". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/** The street line ("17951 Gillette Ave, Suite 210") and the city line ("Irvine, CA 92614") of an address. */
export function addressLines(address: SiteSetting['address']): [string, string] {
  const street = [address.street, address.suite].filter(Boolean).join(', ')
  return [street, `${address.city}, ${address.region} ${address.postalCode}`]
}
