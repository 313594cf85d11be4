import { Link } from 'react-router-dom'

import type { TeamMember } from '../../../../cms/payload-types'
import { paths } from '../../../config/paths'
import { MediaImage } from './media-image'

/** Who wrote the post: photo, name and role, with a link to the team page. */
export function AuthorCard({ author }: { author: Pick<TeamMember, 'name' | 'role' | 'photo'> }) {
  const photo = typeof author.photo === 'object' ? author.photo : null
  return (
    <section aria-labelledby="author-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="author-heading" className="text-sm font-semibold uppercase tracking-wider text-brand-600">
        About the author
      </h2>
      <div className="mt-4 flex items-center gap-4">
        {photo ? (
          <MediaImage media={photo} sizes="64px" className="size-16 shrink-0 rounded-full" />
        ) : (
          <span aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-semibold text-brand-800">
            {author.name.charAt(0)}
          </span>
        )}
        <div>
          <p className="font-semibold text-slate-900">{author.name}</p>
          <p className="text-sm text-slate-600">{author.role}</p>
        </div>
      </div>
      <Link
        to={paths.team()}
        className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Meet our team <span aria-hidden="true">→</span>
      </Link>
    </section>
  )
}
