import useSWR from 'swr'

import type { TeamMember } from '../../../../cms/payload-types'
import { apiGet } from '../../../lib/api-client'

// depth 1 brings each photo's media document with its sizes, width and height.
const query = new URLSearchParams({ sort: 'order', limit: '100', depth: '1' })

export const teamMembersKey = `/api/team-members?${query}`

/** The team in the order the editors set, photos included. */
export const getTeamMembers = async (): Promise<TeamMember[]> => {
  const reply = await apiGet<{ docs: TeamMember[] }>(teamMembersKey, {
    errorMessage: (status) => `Failed to fetch team members: ${status}`,
  })
  return reply.docs
}

export function useTeamMembers() {
  return useSWR(teamMembersKey, getTeamMembers, { dedupingInterval: 5 * 60 * 1000 })
}
