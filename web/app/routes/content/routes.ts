import type { AppRoute } from '../../route-types'

export const contentRoutes: AppRoute[] = []
