import type { Media, Post, TeamMember } from '../../../../cms/payload-types'
import { readingMinutes } from './reading-time'

/** What a post card shows; the content itself is reduced to its reading time. */
export type PostSummary = {
  id: number
  title: string
  slug: string
  publishedDate: string | null
  category: Post['category']
  excerpt: string | null
  coverImage: Media | null
  author: Pick<TeamMember, 'name'> | null
  readingMinutes: number
}

/**
 * The fields a card needs, for `select` / `populate` of a posts query. The content is read to count
 * its words; authors come with their name only.
 */
export const postSummaryQuery: Record<string, string> = {
  'select[title]': 'true',
  'select[slug]': 'true',
  'select[publishedDate]': 'true',
  'select[category]': 'true',
  'select[excerpt]': 'true',
  'select[coverImage]': 'true',
  'select[author]': 'true',
  'select[content]': 'true',
  'populate[team-members][name]': 'true',
  depth: '1',
}

/** A post read with `postSummaryQuery`, without its content (which would weigh down the page's data). */
export function toPostSummary(post: Post): PostSummary {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug ?? String(post.id),
    publishedDate: post.publishedDate ?? null,
    category: post.category ?? null,
    excerpt: post.excerpt ?? null,
    coverImage: typeof post.coverImage === 'object' ? post.coverImage : null,
    author: typeof post.author === 'object' && post.author ? { name: post.author.name } : null,
    readingMinutes: readingMinutes(post.content),
  }
}
