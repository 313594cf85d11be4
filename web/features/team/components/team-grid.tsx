import type { TeamMember } from '../../../../cms/payload-types'
import { TeamMemberCard } from './team-member-card'

/** The team as cards: one column on phones, two on tablets, three on desktops. */
export function TeamGrid({ members }: { members: TeamMember[] }) {
  return (
    <ul className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">
      {members.map((member) => (
        <li key={member.id}>
          <TeamMemberCard member={member} />
        </li>
      ))}
    </ul>
  )
}
