import { Seo } from '../../../components/seo'
import { PageHeader } from '../../../components/ui/page-header'
import { paths } from '../../../config/paths'
import { LocationCard } from '../../../features/contact/components/location-card'
import { NextSteps } from '../../../features/contact/components/next-steps'
import { OfficeDetails } from '../../../features/contact/components/office-details'
import { LeadForm } from '../../../features/leads/components/lead-form'
import { useSiteSettings } from '../../../features/site-settings/api/get-site-settings'
import { useSiteUrl } from '../../site-url'

export default function ContactRoute() {
  const siteUrl = useSiteUrl()
  const { data: settings } = useSiteSettings()
  return (
    <>
      <Seo
        title="Contact Us | Orange County Industrial Real Estate Broker"
        description="Call, e-mail or send a message to our Irvine office for a free industrial market analysis. We reply within 2 hours during business hours."
        path={paths.contact()}
        siteUrl={siteUrl}
        settings={settings}
        breadcrumbs={[{ name: 'Contact', path: paths.contact() }]}
      />
      <PageHeader
        eyebrow="Contact"
        title="Let's talk about your next industrial move"
        intro="Leasing, buying, selling or renewing: tell us what you need and a senior broker will get back to you within 2 hours during business hours."
      />

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-10">
          <LeadForm source="contact_page" page="contact" title="Send Us a Message" />
          <NextSteps />
        </div>
        {settings ? (
          <div className="space-y-6 lg:sticky lg:top-6 lg:self-start">
            <OfficeDetails settings={settings} />
            <LocationCard address={settings.address} />
          </div>
        ) : null}
      </div>
    </>
  )
}
