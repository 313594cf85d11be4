import type { Endpoint } from 'payload'

import { cityMarketDataEndpoint } from './city'
import { marketHistoryEndpoint } from './history'
import { latestMarketDataEndpoint } from './latest'

/** GET /api/market-data/latest, /api/market-data/city/:city, /api/market-data/history. */
export const marketDataEndpoints: Endpoint[] = [latestMarketDataEndpoint, cityMarketDataEndpoint, marketHistoryEndpoint]
