import { Seo } from '../../../components/seo'
import { ButtonLink } from '../../../components/ui/button-link'
import { PageHeader } from '../../../components/ui/page-header'
import { SectionHeading } from '../../../components/ui/section-heading'
import { Spinner } from '../../../components/ui/spinner'
import { paths } from '../../../config/paths'
import { useServices } from '../../../features/services/api/get-services'
import { Audiences } from '../../../features/services/components/audiences'
import { ProcessSteps } from '../../../features/services/components/process-steps'
import { ServicesGrid } from '../../../features/services/components/services-grid'
import { useSiteSettings } from '../../../features/site-settings/api/get-site-settings'
import { useSiteUrl } from '../../site-url'
import { CtaBand } from '../../../components/ui/cta-band'

function ServiceList() {
  const { data: services, error, isLoading, mutate } = useServices()
  if (services) return <ServicesGrid services={services} />
  if (isLoading) return <Spinner />
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-8 text-center">
      <p className="font-semibold text-red-800">Unable to load our services</p>
      <p className="mt-1 text-sm text-red-700">{error instanceof Error ? error.message : 'Please try again.'}</p>
      <button
        type="button"
        onClick={() => mutate()}
        className="mt-4 rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
      >
        Try Again
      </button>
    </div>
  )
}

export default function ServicesRoute() {
  const siteUrl = useSiteUrl()
  const { data: settings } = useSiteSettings()
  return (
    <>
      <Seo
        title="Industrial Real Estate Services in Orange County"
        description="Tenant and landlord representation, investment sales, market intelligence, due diligence, lease renewals and subleases for Orange County industrial property."
        path={paths.services()}
        siteUrl={siteUrl}
        settings={settings}
        breadcrumbs={[{ name: 'Services', path: paths.services() }]}
      />
      <PageHeader
        eyebrow="Our Services"
        title="Industrial real estate services for every side of the deal"
        intro="From the first search to the last renewal, we represent tenants, landlords, investors and owner-users of warehouse, manufacturing and distribution property across Orange County."
      >
        <div className="flex flex-wrap gap-4">
          <ButtonLink to={paths.contact()}>Get a Free Market Analysis</ButtonLink>
          <ButtonLink to={paths.marketReports()} variant="secondary">
            View Market Reports
          </ButtonLink>
        </div>
      </PageHeader>

      <section aria-labelledby="services-heading" className="py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="services-heading"
            eyebrow="What we do"
            title="Eight services, one broker on your side"
            description="Each engagement is led by a senior broker and backed by research on every industrial building in the county."
          />
          <div className="mt-12">
            <ServiceList />
          </div>
        </div>
      </section>

      <section aria-labelledby="audiences-heading" className="bg-brand-950 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="audiences-heading"
            eyebrow="Who we serve"
            title="Tenants, landlords, investors and owner-users"
            description="We know what each side of an industrial transaction needs, because we have sat on every one of them."
            isInverted
          />
          <div className="mt-12">
            <Audiences />
          </div>
        </div>
      </section>

      <section aria-labelledby="process-heading" className="bg-slate-50 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="process-heading"
            eyebrow="How we work"
            title="A clear process from first call to signed deal"
            description="No guesswork and no pressure: you know what happens next at every step."
          />
          <div className="mt-12">
            <ProcessSteps />
          </div>
        </div>
      </section>

      <CtaBand
        id="services-cta-heading"
        title="Not sure which service fits?"
        description="Tell us about your building, your lease or your plans. A senior broker replies within 2 hours during business hours."
        secondary={{ label: 'Meet the Team', to: paths.team() }}
      />
    </>
  )
}
