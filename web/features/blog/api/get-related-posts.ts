import useSWR from 'swr'

import type { Post } from '../../../../cms/payload-types'
import { apiGet } from '../../../lib/api-client'
import type { PostSummary } from '../lib/post-summary'
import { postSummaryQuery, toPostSummary } from '../lib/post-summary'
import { pickRelatedPosts } from '../lib/related-posts'

export const RELATED_POSTS = 3

const SLUG_PARAM = 'where[slug][not_equals]'

/**
 * The SWR key of the posts related to the post with `slug`: the newest posts other than it. The
 * fetcher narrows them to the post's category first.
 */
export const relatedPostsKey = (slug: string): string => {
  const query = new URLSearchParams({ [SLUG_PARAM]: slug, ...postSummaryQuery, sort: '-publishedDate', limit: String(RELATED_POSTS) })
  return `/api/posts?${query}`
}

type PostsReply = { docs: Post[] }

const fetchPosts = (path: string) =>
  apiGet<PostsReply>(path, { errorMessage: (status) => `Failed to fetch related posts: ${status}` })

/**
 * Up to 3 published posts: of the same category first, then the newest, never the post itself. The
 * post's category is looked up here because the page's data is requested knowing only the slug.
 */
export const getRelatedPosts = async (key: string): Promise<PostSummary[]> => {
  const slug = new URL(key, 'http://localhost').searchParams.get(SLUG_PARAM) ?? ''
  const categoryQuery = new URLSearchParams({ 'where[slug][equals]': slug, 'select[category]': 'true', limit: '1', depth: '0' })
  const [current, newest] = await Promise.all([fetchPosts(`/api/posts?${categoryQuery}`), fetchPosts(key)])
  const category = current.docs[0]?.category
  const sameCategory = category
    ? await fetchPosts(`${key}&${new URLSearchParams({ 'where[category][equals]': category })}`)
    : { docs: [] }
  return pickRelatedPosts({ sameCategory: sameCategory.docs, newest: newest.docs, count: RELATED_POSTS }).map(toPostSummary)
}

export function useRelatedPosts(slug: string) {
  return useSWR(relatedPostsKey(slug), getRelatedPosts, { dedupingInterval: 5 * 60 * 1000 })
}
