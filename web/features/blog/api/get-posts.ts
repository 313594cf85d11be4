import useSWR from 'swr'

import type { Post } from '../../../../cms/payload-types'
import { apiGet } from '../../../lib/api-client'
import type { BlogListQuery } from '../lib/blog-query'
import type { PostSummary } from '../lib/post-summary'
import { postSummaryQuery, toPostSummary } from '../lib/post-summary'

/** Posts per list page: two rows of three cards. */
export const POSTS_PER_PAGE = 6

export type PostsPage = { posts: PostSummary[]; page: number; totalPages: number }

/** The SWR key of one page of published posts, newest first, optionally of one category. */
export const postsKey = ({ page, category }: BlogListQuery): string => {
  const query = new URLSearchParams({
    ...postSummaryQuery,
    sort: '-publishedDate',
    limit: String(POSTS_PER_PAGE),
    page: String(page),
  })
  if (category) query.set('where[category][equals]', category)
  return `/api/posts?${query}`
}

/** One page of post cards (drafts are never listed: the API only answers published posts). */
export const getPosts = async (key: string): Promise<PostsPage> => {
  const reply = await apiGet<{ docs: Post[]; page?: number; totalPages: number }>(key, {
    errorMessage: (status) => `Failed to fetch posts: ${status}`,
  })
  return { posts: reply.docs.map(toPostSummary), page: reply.page ?? 1, totalPages: reply.totalPages }
}

export function usePosts(query: BlogListQuery) {
  return useSWR(postsKey(query), getPosts, { dedupingInterval: 5 * 60 * 1000 })
}
