import type { AppRoute } from '../../route-types'

export const calculatorRoutes: AppRoute[] = []
