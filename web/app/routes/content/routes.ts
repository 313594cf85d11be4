import { getPost, postKey } from '../../../features/blog/api/get-post'
import { getPosts, postsKey } from '../../../features/blog/api/get-posts'
import { getRelatedPosts, relatedPostsKey } from '../../../features/blog/api/get-related-posts'
import { parseBlogListQuery } from '../../../features/blog/lib/blog-query'
import { getPage, pageKey } from '../../../features/pages/api/get-page'
import type { AppRoute, DataRequest } from '../../route-types'

const pageRequest = (slug: string): DataRequest => ({ key: pageKey(slug), fetcher: getPage })

/** The blog and the pages written in the CMS (about, legal, lease renewal support). */
export const contentRoutes: AppRoute[] = [
  {
    path: '/blog',
    load: () => import('./blog-route'),
    data: (_params, searchParams) => [{ key: postsKey(parseBlogListQuery(searchParams)), fetcher: getPosts }],
  },
  {
    path: '/blog/:slug',
    load: () => import('./post-route'),
    data: ({ slug = '' }) => {
      const key = postKey(slug)
      return key
        ? [
            { key, fetcher: getPost },
            { key: relatedPostsKey(slug), fetcher: getRelatedPosts },
          ]
        : []
    },
  },
  { path: '/about', load: () => import('./about-route'), data: () => [pageRequest('about')] },
  { path: '/privacy', load: () => import('./privacy-route'), data: () => [pageRequest('privacy')] },
  { path: '/terms', load: () => import('./terms-route'), data: () => [pageRequest('terms')] },
  {
    path: '/lease-renewal-support',
    load: () => import('./lease-renewal-support-route'),
    data: () => [pageRequest('lease-renewal-support')],
  },
]
