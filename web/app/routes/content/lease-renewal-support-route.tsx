import { paths } from '../../../config/paths'
import { CmsPage } from './cms-page'
import { ContactCard } from './contact-card'
import { CtaBand } from '../../../components/ui/cta-band'

export default function LeaseRenewalSupportRoute() {
  return (
    <CmsPage
      slug="lease-renewal-support"
      path={paths.leaseRenewalSupport()}
      eyebrow="Tenant Advisory"
      aside={
        <ContactCard
          id="renewal-contact-heading"
          title="Talk about your renewal"
          text="Share your expiration date and size; we reply within 2 hours during business hours."
        />
      }
    >
      <CtaBand
        id="renewal-cta-heading"
        title="Lease expiring in the next 24 months?"
        description="Send us your lease dates and size. A broker replies within 2 hours during business hours with a first read on your renewal leverage."
        primaryLabel="Start My Renewal Review"
        secondary={{ label: 'Lease Renewal Services', to: paths.service('lease-renewal') }}
      />
    </CmsPage>
  )
}
