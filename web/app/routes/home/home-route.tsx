import { useEffect } from 'react'

import { hydrateWhenVisible } from '../../../components/hydrate-when-visible'
import { Seo } from '../../../components/seo'
import { paths } from '../../../config/paths'
import { useHomepageSection } from '../../../features/home/api/get-homepage-section'
import { FreeAnalysisSection } from '../../../features/home/components/free-analysis-section'
import { HomeHero } from '../../../features/home/components/home-hero'
import { WhyChooseUs } from '../../../features/home/components/why-choose-us'
import { useLatestMarketData } from '../../../features/market/api/get-latest-market-data'
import { MarketInsights } from '../../../features/market/components/market-insights'
import { MarketStatCards, quarterFigures } from '../../../features/market/components/market-stat-cards'
import { FeaturedProperties } from '../../../features/properties/components/featured-properties'
import { useSiteSettings } from '../../../features/site-settings/api/get-site-settings'
import { schedulePrefetch } from '../../prefetch'
import { useSiteUrl } from '../../site-url'

// Far down the page: their code loads as the visitor scrolls towards them.
const LeadForm = hydrateWhenVisible(() =>
  import('../../../features/leads/components/lead-form').then((module) => module.LeadForm),
)
const HomeServices = hydrateWhenVisible(() =>
  import('../../../features/home/components/home-services').then((module) => module.HomeServices),
)
const MarketReportCta = hydrateWhenVisible(() =>
  import('../../../features/home/components/market-report-cta').then((module) => module.MarketReportCta),
)

/** The pages a home visitor most likely opens next (SPEC.md section 2). */
const NEXT_PAGES = [paths.services(), paths.contact(), paths.marketReports()]

const DEFAULT_BRAND = 'Orange County Industrial Real Estate'
const TITLE = 'Orange County Industrial Real Estate Broker'

export default function HomeRoute() {
  const siteUrl = useSiteUrl()
  const { data: settings } = useSiteSettings()
  const { data: snapshot } = useLatestMarketData()
  const { data: intelligence } = useHomepageSection('market_intelligence')
  const { data: cta } = useHomepageSection('market_analysis_cta')

  useEffect(() => schedulePrefetch(NEXT_PAGES), [])

  const brandName = settings?.brandName ?? DEFAULT_BRAND
  const figures = quarterFigures(snapshot)
  // The brand joins the title only while the whole title stays within 60 characters.
  const title = `${TITLE} | ${brandName}`.length <= 60 ? `${TITLE} | ${brandName}` : `${TITLE} & Market Data`

  return (
    <>
      <Seo
        title={title}
        description="Orange County warehouse, manufacturing and distribution space: tenant and landlord representation, investment sales and quarterly industrial market data."
        path={paths.home()}
        siteUrl={siteUrl}
        settings={settings}
      />
      <HomeHero
        brandName={brandName}
        productNoun={settings?.productNoun ?? 'industrial real estate'}
        dreNumber={settings?.dreNumber}
        glance={{
          quarter: figures.quarter,
          figures: [
            { label: 'Vacancy', value: figures.vacancy },
            { label: 'Avg. lease rate', value: figures.leaseRate, unit: '/SF/mo' },
          ],
        }}
      />
      <WhyChooseUs brandName={brandName} claims={settings?.claims ?? []} />
      <HomeServices />
      <MarketStatCards snapshot={snapshot} section={intelligence} />
      <MarketInsights snapshot={snapshot} brokerName={brandName} />
      <FreeAnalysisSection phone={settings?.phone}>
        <LeadForm
          source="main_form"
          page="home"
          title="Get Your Free Market Analysis"
          description="It takes a minute, and there is no cost or obligation."
          submitLabel="Get My Free Analysis"
        />
      </FreeAnalysisSection>
      <FeaturedProperties />
      <MarketReportCta section={cta} />
    </>
  )
}
