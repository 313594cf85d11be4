import type { TeamMember } from '../../../../cms/payload-types'
import { telHref } from '../../../lib/contact'
import { ContactIcon } from './contact-icons'
import { TeamPhoto } from './team-photo'

const linkClass =
  'inline-flex items-center gap-2 rounded-sm text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-brand-600'

/** A broker: portrait, name, role, licence, specialties, bio and how to reach them directly. */
export function TeamMemberCard({ member }: { member: TeamMember }) {
  const specialtiesId = `specialties-${member.id}`
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <TeamPhoto photo={member.photo} name={member.name} />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-semibold text-slate-900">{member.name}</h3>
        <p className="mt-1 font-medium text-brand-700">{member.role}</p>
        {member.dreNumber ? <p className="mt-1 text-sm text-slate-600">DRE #{member.dreNumber}</p> : null}
        {member.specialties?.length ? (
          <>
            <p id={specialtiesId} className="sr-only">
              Specialties
            </p>
            <ul aria-labelledby={specialtiesId} className="mt-4 flex flex-wrap gap-2">
              {member.specialties.map((specialty) => (
                <li key={specialty} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800">
                  {specialty}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {member.bio ? <p className="mt-4 flex-1 text-sm leading-6 text-slate-600">{member.bio}</p> : <div className="flex-1" />}
        <ul className="mt-6 space-y-2 border-t border-slate-100 pt-5">
          {member.email ? (
            <li>
              <a href={`mailto:${member.email}`} className={linkClass}>
                <ContactIcon name="email" />
                <span className="sr-only">Email {member.name}: </span>
                {member.email}
              </a>
            </li>
          ) : null}
          {member.phone ? (
            <li>
              <a href={telHref(member.phone)} className={linkClass}>
                <ContactIcon name="phone" />
                <span className="sr-only">Call {member.name}: </span>
                {member.phone}
              </a>
            </li>
          ) : null}
          {member.linkedinUrl ? (
            <li>
              <a href={member.linkedinUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                <ContactIcon name="linkedin" />
                LinkedIn
                <span className="sr-only"> profile of {member.name} (opens in a new tab)</span>
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    </article>
  )
}
