import type { AppRoute } from './route-types'
import { brandRoutes } from './routes/brand/routes'
import { calculatorRoutes } from './routes/calculator/routes'
import { companyRoutes } from './routes/company/routes'
import { contentRoutes } from './routes/content/routes'
import { homeRoutes } from './routes/home/routes'
import { marketRoutes } from './routes/markets/routes'
import { propertyRoutes } from './routes/properties/routes'

export type { AppRoute } from './route-types'

/**
 * Every page of the site. React Router ranks paths by specificity, so the city pages' `/:marketPage`
 * only gets paths no static route claims, and `*` (not found) gets the rest.
 */
export const routeTable: AppRoute[] = [
  ...homeRoutes,
  ...propertyRoutes,
  ...marketRoutes,
  ...contentRoutes,
  ...companyRoutes,
  ...brandRoutes,
  ...calculatorRoutes,
  { path: '*', load: () => import('./routes/not-found') },
]
