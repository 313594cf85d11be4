import type { AppRoute } from '../../route-types'

export const marketRoutes: AppRoute[] = []
