import { citiesKey, getCities } from '../../../features/cities/api/get-cities'
import { cityKey, getCity } from '../../../features/cities/api/get-city'
import { cityMarketSummariesKey, getCityMarketSummaries } from '../../../features/cities/api/get-city-market-summaries'
import { parseMarketPage } from '../../../features/cities/lib/parse-market-page'
import { cityMarketDataKey, getCityMarketData } from '../../../features/market/api/get-city-market-data'
import { getLatestMarketData, latestMarketDataKey } from '../../../features/market/api/get-latest-market-data'
import { getMarketHistory, marketHistoryKey } from '../../../features/market/api/get-market-history'
import { getPage, pageKey } from '../../../features/pages/api/get-page'
import { getProperties, propertiesKey } from '../../../features/properties/api/get-properties'
import type { RouteData } from '../../route-types'
import { cityListingQuery } from './city-listing-query'

/** The `area` of the county-wide quarters in the history call. */
const COUNTY = 'county'

export const marketData: RouteData = {
  '/markets': () => [
    { key: latestMarketDataKey, fetcher: getLatestMarketData },
    { key: citiesKey, fetcher: getCities },
    { key: cityMarketSummariesKey, fetcher: getCityMarketSummaries },
  ],
  '/market-reports': () => [
    { key: pageKey('market-reports'), fetcher: getPage },
    { key: marketHistoryKey({ area: COUNTY }), fetcher: getMarketHistory },
  ],
  '/:marketPage': ({ marketPage = '' }) => {
    const page = parseMarketPage(marketPage)
    if (!page) return []
    const { market } = page
    return [
      { key: cityKey(market), fetcher: getCity },
      { key: cityMarketDataKey(market), fetcher: getCityMarketData },
      { key: marketHistoryKey({ area: market }), fetcher: getMarketHistory },
      // The county's quarters stand in while a city has too few of its own to chart, or none.
      { key: marketHistoryKey({ area: COUNTY }), fetcher: getMarketHistory },
      { key: propertiesKey(cityListingQuery(market)), fetcher: getProperties },
      { key: citiesKey, fetcher: getCities },
    ]
  },
}
