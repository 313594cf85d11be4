import { Seo } from '../../../components/seo'
import { ButtonLink } from '../../../components/ui/button-link'
import { PageHeader } from '../../../components/ui/page-header'
import { SectionHeading } from '../../../components/ui/section-heading'
import { Spinner } from '../../../components/ui/spinner'
import { paths } from '../../../config/paths'
import type { MarketSlug } from '../../../../cms/shared/markets'
import type { SiteSetting } from '../../../../cms/payload-types'
import { useCities } from '../../../features/cities/api/get-cities'
import { useCity } from '../../../features/cities/api/get-city'
import { CityHighlights } from '../../../features/cities/components/city-highlights'
import { NearbyMarkets } from '../../../features/cities/components/nearby-markets'
import { useCityMarketData } from '../../../features/market/api/get-city-market-data'
import { useMarketHistory } from '../../../features/market/api/get-market-history'
import { CityMarketOverview } from '../../../features/market/components/city-market-overview'
import { MarketReportHighlights } from '../../../features/market/components/market-report-highlights'
import { formatMonthlyLeaseRate, formatQuarter, formatVacancy } from '../../../features/market/lib/format'
import { mediaToSeoImage } from '../../../lib/structured-data'
import { useSiteUrl } from '../../site-url'
import { NotFoundContent } from '../not-found'
import { CityListingsSection } from './city-listings-section'
import { CtaBand } from '../../../components/ui/cta-band'
import { titleCase, withBrand } from './seo-text'

type CityPageProps = { market: MarketSlug; settings: SiteSetting }

/** A city or area market: its story, latest figures and trend, outlook, listings and neighbours. */
export function CityPage({ market, settings }: CityPageProps) {
  const siteUrl = useSiteUrl()
  const { data: city, error, isLoading } = useCity(market)
  const { data: latest, isLoading: isLatestLoading } = useCityMarketData(market)
  const { data: history = [] } = useMarketHistory({ area: market })
  const { data: countyHistory = [] } = useMarketHistory({ area: 'county' })
  const { data: cities = [] } = useCities()

  if (isLoading) return <Spinner />
  if (!city) {
    if (error) {
      return (
        <p role="alert" className="mx-auto max-w-3xl px-4 py-24 text-center text-slate-700">
          Unable to load this market. Please try again.
        </p>
      )
    }
    return <NotFoundContent siteUrl={siteUrl} />
  }

  const product = settings.productNoun
  const path = paths.city({ market, productSlug: settings.productSlug })
  const figures = latest
    ? `${formatVacancy({ rate: latest.vacancy_rate, isCity: true })} vacancy and a ${formatMonthlyLeaseRate(latest.avg_lease_rate)}/SF/mo average lease rate in ${formatQuarter(latest)}`
    : 'quarterly vacancy and lease rates'
  return (
    <>
      <Seo
        title={withBrand({ title: `${city.name} ${titleCase(product)} Market`, brand: settings.brandName })}
        description={`${city.name} ${product}: ${figures}, with available listings and our local market outlook.`}
        path={path}
        siteUrl={siteUrl}
        settings={settings}
        image={mediaToSeoImage(city.heroImage)}
        breadcrumbs={[
          { name: 'Markets', path: paths.markets() },
          { name: city.name, path },
        ]}
      />
      <PageHeader
        eyebrow={`${city.name} · Orange County`}
        title={city.headline ?? `${city.name} ${titleCase(product)}`}
        intro={city.description}
      >
        <CityHighlights highlights={city.highlights ?? []} />
        <div className="mt-8 flex flex-wrap gap-4">
          <ButtonLink to={paths.contact()}>{`Find Space in ${city.name}`}</ButtonLink>
          <ButtonLink to={paths.markets()} variant="secondary">
            All Orange County Markets
          </ButtonLink>
        </div>
      </PageHeader>
      <section aria-labelledby="figures-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <SectionHeading
          id="figures-heading"
          eyebrow="Market figures"
          title={`${city.name} ${product} market`}
          description="Vacancy, the average asking lease rate, net absorption and transactions for the latest quarter, and how the market has moved."
        />
        <div className="mt-8">
          {isLatestLoading ? (
            <Spinner />
          ) : (
            <CityMarketOverview
              cityName={city.name}
              latest={latest ?? null}
              history={history}
              countyHistory={countyHistory}
            />
          )}
        </div>
      </section>
      {latest && (latest.market_highlights.length || latest.market_forecast.summary) ? (
        <section aria-labelledby="outlook-heading" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
          <SectionHeading
            id="outlook-heading"
            eyebrow={formatQuarter(latest)}
            title="Highlights and outlook"
            description={`What moved the ${city.name} market this quarter, and what we expect next.`}
          />
          <div className="mt-8">
            <MarketReportHighlights snapshot={latest} areaName={city.name} />
          </div>
        </section>
      ) : null}
      <CityListingsSection market={market} cityName={city.name} productNoun={product} />
      <section aria-labelledby="nearby-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <SectionHeading
          id="nearby-heading"
          eyebrow="Nearby markets"
          title={`Markets near ${city.name}`}
          description="Tenants searching here usually compare these submarkets too."
        />
        <div className="mt-8">
          <NearbyMarkets market={market} cities={cities} productSlug={settings.productSlug} />
        </div>
      </section>
      <CtaBand
        id="city-cta-heading"
        title={`Looking for space in ${city.name}?`}
        description={`We track every ${product} building in ${city.name}, including space that is not on the market yet. Get a free market analysis within 24 hours.`}
        secondary={{ label: 'View Market Reports', to: paths.marketReports() }}
      />
    </>
  )
}
