import type { AppRoute } from '../../route-types'

export const companyRoutes: AppRoute[] = []
