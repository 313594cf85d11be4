import { getService, serviceKey } from '../../../features/services/api/get-service'
import { getServices, servicesKey } from '../../../features/services/api/get-services'
import { getTeamMembers, teamMembersKey } from '../../../features/team/api/get-team-members'
import type { AppRoute, DataRequest } from '../../route-types'

const servicesRequest: DataRequest = { key: servicesKey, fetcher: getServices }

/** Services, the 8 service pages, team and contact. */
export const companyRoutes: AppRoute[] = [
  {
    path: '/services',
    load: () => import('./services-route'),
    data: () => [servicesRequest],
  },
  {
    path: '/services/:slug',
    load: () => import('./service-route'),
    data: ({ slug = '' }) => {
      const key = serviceKey(slug)
      return key ? [servicesRequest, { key, fetcher: (k) => getService(k) }] : []
    },
  },
  {
    path: '/team',
    load: () => import('./team-route'),
    data: () => [{ key: teamMembersKey, fetcher: getTeamMembers }],
  },
  { path: '/contact', load: () => import('./contact-route') },
]
