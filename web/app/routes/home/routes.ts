import type { AppRoute } from '../../route-types'

export const homeRoutes: AppRoute[] = [{ path: '/', load: () => import('./home-route') }]
