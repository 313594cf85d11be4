import { useParams } from 'react-router-dom'

import { RichText } from '../../../components/rich-text'
import { Seo } from '../../../components/seo'
import { ButtonLink } from '../../../components/ui/button-link'
import { PageHeader } from '../../../components/ui/page-header'
import { Spinner } from '../../../components/ui/spinner'
import { paths } from '../../../config/paths'
import { LeadForm } from '../../../features/leads/components/lead-form'
import { isServiceSlug, useService } from '../../../features/services/api/get-service'
import { useServices } from '../../../features/services/api/get-services'
import { OtherServices } from '../../../features/services/components/other-services'
import { ServiceBenefits } from '../../../features/services/components/service-benefits'
import { useSiteSettings } from '../../../features/site-settings/api/get-site-settings'
import { mediaToSeoImage } from '../../../lib/structured-data'
import { useSiteUrl } from '../../site-url'
import { NotFoundContent } from '../not-found'

/** One of the 8 service pages; any other slug, or a service not published, is the not-found page. */
export default function ServiceRoute() {
  const { slug = '' } = useParams()
  const siteUrl = useSiteUrl()
  const { data: service, error, isLoading } = useService(slug)
  const { data: services } = useServices()
  const { data: settings } = useSiteSettings()

  if (!isServiceSlug(slug)) return <NotFoundContent siteUrl={siteUrl} />
  if (isLoading) return <Spinner />
  if (!service) {
    if (error) {
      return (
        <p role="alert" className="mx-auto max-w-3xl px-4 py-24 text-center text-slate-700">
          Unable to load this service. Please try again.
        </p>
      )
    }
    return <NotFoundContent siteUrl={siteUrl} />
  }

  const page = paths.service(service.slug)
  return (
    <>
      <Seo
        title={service.seo?.title || `${service.title} | Orange County Industrial Real Estate`}
        description={service.seo?.description || service.summary}
        path={page}
        siteUrl={siteUrl}
        settings={settings}
        image={mediaToSeoImage(service.seo?.image)}
        breadcrumbs={[
          { name: 'Services', path: paths.services() },
          { name: service.title, path: page },
        ]}
      />
      <PageHeader eyebrow="Our Services" title={service.title} intro={service.summary}>
        <div className="flex flex-wrap gap-4">
          <ButtonLink to={paths.contact()}>Schedule a Free Consultation</ButtonLink>
          <ButtonLink to={paths.services()} variant="secondary">
            All Services
          </ButtonLink>
        </div>
      </PageHeader>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          {service.benefits?.length ? <ServiceBenefits benefits={service.benefits} /> : null}
          <RichText data={service.body} className="mt-12" productSlug={settings?.productSlug} />
        </div>
        {services?.length ? (
          <aside className="lg:sticky lg:top-6 lg:self-start">
            <OtherServices services={services} currentSlug={service.slug} />
          </aside>
        ) : null}
      </div>

      <div className="bg-slate-50 py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <LeadForm
            source="service_page"
            page={page}
            title={`Talk to us about ${service.title}`}
            description="Tell us about your requirement. A senior broker replies within 2 hours during business hours."
          />
        </div>
      </div>
    </>
  )
}
