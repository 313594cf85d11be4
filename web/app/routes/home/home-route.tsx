import { ButtonLink } from '../../../components/ui/button-link'
import { Seo } from '../../../components/seo'
import { paths } from '../../../config/paths'
import { FeaturedProperties } from '../../../features/properties/components/featured-properties'
import { useSiteSettings } from '../../../features/site-settings/api/get-site-settings'
import { useSiteUrl } from '../../site-url'

export default function HomeRoute() {
  const siteUrl = useSiteUrl()
  const { data: settings } = useSiteSettings()
  const brand = settings?.brandName ?? 'Orange County Industrial Real Estate'
  return (
    <>
      <Seo
        title={`Orange County Industrial Real Estate Broker | ${brand}`}
        description="Warehouse, manufacturing and distribution space in Orange County: tenant and landlord representation, investment sales and quarterly market data from a licensed industrial broker."
        path={paths.home()}
        siteUrl={siteUrl}
      />
      <section className="relative overflow-hidden bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">
            Orange County {settings?.productNoun ?? 'industrial real estate'}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            Warehouse, manufacturing and distribution space, negotiated by a specialist.
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-200">
            Tenants, landlords, investors and owner-users rely on our quarterly market intelligence and
            deal experience across every Orange County submarket.
          </p>
          <div className="mt-10 flex flex-wrap gap-4">
            <ButtonLink to={paths.contact()}>Get a Free Market Analysis</ButtonLink>
            <ButtonLink to={paths.marketReports()} variant="secondary">
              View Market Reports
            </ButtonLink>
          </div>
        </div>
      </section>
      <FeaturedProperties />
    </>
  )
}
