import { getService, serviceKey } from '../../../features/services/api/get-service'
import { getServices, servicesKey } from '../../../features/services/api/get-services'
import { getTeamMembers, teamMembersKey } from '../../../features/team/api/get-team-members'
import type { DataRequest, RouteData } from '../../route-types'

const servicesRequest: DataRequest = { key: servicesKey, fetcher: getServices }

export const companyData: RouteData = {
  '/services': () => [servicesRequest],
  '/services/:slug': ({ slug = '' }) => {
    const key = serviceKey(slug)
    return key ? [servicesRequest, { key, fetcher: (k) => getService(k) }] : []
  },
  '/team': () => [{ key: teamMembersKey, fetcher: getTeamMembers }],
}
