import { getHomepageSection, homepageSectionKey } from '../../../features/home/api/get-homepage-section'
import { getLatestMarketData, latestMarketDataKey } from '../../../features/market/api/get-latest-market-data'
import { featuredPropertiesKey, getFeaturedProperties } from '../../../features/properties/api/get-featured-properties'
import type { RouteData } from '../../route-types'

export const homeData: RouteData = {
  // Everything the page shows, so the server HTML is complete. The content and market requests answer
  // null on failure and their sections show defaults; a featured properties failure shows its error state.
  '/': () => [
    { key: featuredPropertiesKey, fetcher: getFeaturedProperties },
    { key: latestMarketDataKey, fetcher: getLatestMarketData },
    { key: homepageSectionKey('market_intelligence'), fetcher: getHomepageSection },
    { key: homepageSectionKey('market_analysis_cta'), fetcher: getHomepageSection },
  ],
}
