import { Link } from 'react-router-dom'

import { Seo } from '../../../components/seo'
import { ButtonLink } from '../../../components/ui/button-link'
import { PageHeader } from '../../../components/ui/page-header'
import { SectionHeading } from '../../../components/ui/section-heading'
import { Spinner } from '../../../components/ui/spinner'
import { paths } from '../../../config/paths'
import { useCities } from '../../../features/cities/api/get-cities'
import { useCityMarketSummaries } from '../../../features/cities/api/get-city-market-summaries'
import { cityTagline } from '../../../features/cities/lib/city-tagline'
import { useLatestMarketData } from '../../../features/market/api/get-latest-market-data'
import { CityMarketGrid } from '../../../features/market/components/city-market-grid'
import type { CityMarketCard } from '../../../features/market/components/city-market-grid'
import { MarketReportStats } from '../../../features/market/components/market-report-stats'
import { formatQuarter } from '../../../features/market/lib/format'
import { FALLBACK_FIGURES, toMarketFigures } from '../../../features/market/lib/market-figures'
import { useSiteSettings } from '../../../features/site-settings/api/get-site-settings'
import { useSiteUrl } from '../../site-url'
import { CtaBand } from '../../../components/ui/cta-band'
import { titleCase, withBrand } from './seo-text'

function CountyFigures() {
  const { data: latest, isLoading } = useLatestMarketData()
  if (isLoading) return <Spinner />
  const figures = latest ? toMarketFigures(latest) : FALLBACK_FIGURES
  return (
    <section aria-labelledby="county-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading
          id="county-heading"
          eyebrow={`Orange County, ${formatQuarter(figures)}`}
          title="County headline figures"
          description={
            latest
              ? 'The latest quarter across every Orange County submarket.'
              : 'Live figures are unavailable right now; these are sample figures from our most recent report.'
          }
        />
        <Link to={paths.marketReports()} className="text-sm font-semibold text-brand-700 hover:text-brand-900">
          Read the quarterly reports <span aria-hidden="true">→</span>
        </Link>
      </div>
      <div className="mt-8">
        <MarketReportStats figures={figures} />
      </div>
    </section>
  )
}

function MarketsGrid({ productSlug }: { productSlug: string }) {
  const { data: cities, error, isLoading } = useCities()
  const { data: summaries = [] } = useCityMarketSummaries()
  const latestByCity = new Map(summaries.map((summary) => [summary.cityId, summary]))
  const markets: CityMarketCard[] = (cities ?? []).map((city) => ({
    id: city.id,
    name: city.name,
    href: paths.city({ market: city.slug, productSlug }),
    tagline: cityTagline(city.headline),
    latest: latestByCity.get(city.id) ?? null,
  }))
  return (
    <section aria-labelledby="markets-heading" className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <SectionHeading
          id="markets-heading"
          eyebrow="Submarkets"
          title={cities ? `${cities.length} Orange County markets` : 'Orange County markets'}
          description="Each market page has its latest quarter, its trend, our outlook and the listings we represent there. Figures are for the latest published quarter."
        />
        <div className="mt-10">
          {isLoading ? (
            <Spinner />
          ) : error && !cities ? (
            <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
              Unable to load the markets. Please try again.
            </p>
          ) : (
            <CityMarketGrid markets={markets} />
          )}
        </div>
      </div>
    </section>
  )
}

export default function MarketsRoute() {
  const siteUrl = useSiteUrl()
  const { data: settings } = useSiteSettings()
  const product = settings?.productNoun ?? 'industrial real estate'
  const title = `Orange County ${titleCase(product)} Markets`
  return (
    <>
      <Seo
        title={withBrand({ title, brand: settings?.brandName })}
        description={`Quarterly vacancy, lease rates, absorption and transactions for Orange County ${product} and each of its submarkets, from Anaheim to San Clemente.`}
        path={paths.markets()}
        siteUrl={siteUrl}
        settings={settings}
        breadcrumbs={[{ name: 'Markets', path: paths.markets() }]}
      />
      <PageHeader
        eyebrow="Market overview"
        title={title}
        intro="Quarterly figures for the county and every submarket, from the Anaheim Canyon to Rancho San Clemente: where space is tight, where rents are moving and where tenants have room to negotiate."
      >
        <div className="flex flex-wrap gap-4">
          <ButtonLink to={paths.marketReports()}>View Market Reports</ButtonLink>
          <ButtonLink to={paths.contact()} variant="secondary">
            Get a Free Market Analysis
          </ButtonLink>
        </div>
      </PageHeader>
      <CountyFigures />
      {settings ? <MarketsGrid productSlug={settings.productSlug} /> : <Spinner />}
      <CtaBand
        id="markets-cta-heading"
        title="Not sure which submarket fits?"
        description="Tell us about your space, budget and timing; we will compare the markets that fit and the buildings available in each, within 24 hours."
        secondary={{ label: 'View Market Reports', to: paths.marketReports() }}
      />
    </>
  )
}
