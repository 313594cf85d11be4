import { Link } from 'react-router-dom'

import { paths } from '../../../config/paths'
import type { PostSummary } from '../lib/post-summary'
import { MediaImage } from './media-image'
import { PostMeta } from './post-meta'

type PostCardProps = {
  post: PostSummary
  /** h2 on the blog list, h3 under a section heading. */
  headingLevel?: 'h2' | 'h3'
  isPriority?: boolean
}

/** A post on the list: cover image, category, title, excerpt, author, date and reading time. */
export function PostCard({ post, headingLevel: Heading = 'h2', isPriority = false }: PostCardProps) {
  const href = paths.post(post.slug)
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <div className="aspect-[8/5] overflow-hidden bg-slate-100">
        {post.coverImage ? (
          <MediaImage
            media={post.coverImage}
            sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
            isPriority={isPriority}
            className="h-full w-full transition duration-300 group-hover:scale-[1.02]"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-6">
        {post.category ? (
          <p className="text-xs font-semibold uppercase tracking-wider text-brand-600">{post.category}</p>
        ) : null}
        <Heading className="mt-2 text-xl font-semibold leading-snug text-balance text-slate-900">
          {/* The title's link covers the whole card, so the card is one link for keyboard and screen readers. */}
          <Link
            to={href}
            className="after:absolute after:inset-0 after:rounded-xl group-hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
          >
            {post.title}
          </Link>
        </Heading>
        {post.excerpt ? <p className="mt-3 line-clamp-3 text-base leading-relaxed text-slate-600">{post.excerpt}</p> : null}
        <div className="mt-auto pt-5">
          {post.author ? <p className="mb-1 text-sm font-medium text-slate-900">{post.author.name}</p> : null}
          <PostMeta publishedDate={post.publishedDate} readingMinutes={post.readingMinutes} />
        </div>
      </div>
    </article>
  )
}
