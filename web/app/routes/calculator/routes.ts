import type { AppRoute } from '../../route-types'

/** The calculator needs no API data: its inputs come from the URL query, read on the server too. */
export const calculatorRoutes: AppRoute[] = [{ path: '/calculator', load: () => import('./calculator-route') }]
