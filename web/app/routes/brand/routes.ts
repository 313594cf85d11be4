import type { AppRoute } from '../../route-types'

export const brandRoutes: AppRoute[] = []
