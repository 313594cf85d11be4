import { getPost, postKey } from '../../../features/blog/api/get-post'
import { getPosts, postsKey } from '../../../features/blog/api/get-posts'
import { getRelatedPosts, relatedPostsKey } from '../../../features/blog/api/get-related-posts'
import { parseBlogListQuery } from '../../../features/blog/lib/blog-query'
import { getPage, pageKey } from '../../../features/pages/api/get-page'
import type { DataRequest, RouteData } from '../../route-types'

const pageRequest = (slug: string): DataRequest => ({ key: pageKey(slug), fetcher: getPage })

export const contentData: RouteData = {
  '/blog': (_params, searchParams) => [{ key: postsKey(parseBlogListQuery(searchParams)), fetcher: getPosts }],
  '/blog/:slug': ({ slug = '' }) => {
    const key = postKey(slug)
    return key
      ? [
          { key, fetcher: getPost },
          { key: relatedPostsKey(slug), fetcher: getRelatedPosts },
        ]
      : []
  },
  '/about': () => [pageRequest('about')],
  '/privacy': () => [pageRequest('privacy')],
  '/terms': () => [pageRequest('terms')],
  '/lease-renewal-support': () => [pageRequest('lease-renewal-support')],
}
