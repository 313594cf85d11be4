import useSWR from 'swr'

import type { Post } from '../../../../cms/payload-types'
import { apiGet } from '../../../lib/api-client'

const isPostSlug = (slug: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 200

/**
 * The SWR key of the published post with `slug` (author with name, role and photo; cover image), or
 * null for a slug no post can have.
 */
export const postKey = (slug: string): string | null => {
  if (!isPostSlug(slug)) return null
  const query = new URLSearchParams({
    'where[slug][equals]': slug,
    limit: '1',
    // Depth 2 reaches the author's photo; the author's other fields are not needed.
    depth: '2',
    'populate[team-members][name]': 'true',
    'populate[team-members][role]': 'true',
    'populate[team-members][photo]': 'true',
  })
  return `/api/posts?${query}`
}

/** The post, or null when no published post has that slug. */
export const getPost = async (key: string): Promise<Post | null> => {
  const reply = await apiGet<{ docs: Post[] }>(key, { errorMessage: (status) => `Failed to fetch post: ${status}` })
  return reply.docs[0] ?? null
}

export function usePost(slug: string) {
  return useSWR(postKey(slug), getPost, { dedupingInterval: 5 * 60 * 1000 })
}
