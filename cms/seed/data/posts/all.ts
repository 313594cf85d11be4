import type { PostSeed } from '../../types'
import { GUIDE_POSTS } from './guides'
import { LEASING_POSTS } from './leasing'
import { MARKET_POSTS } from './market'

/** Blog posts, oldest first, with publish dates spread across 2025. */
export const POSTS: PostSeed[] = [...GUIDE_POSTS, ...LEASING_POSTS, ...MARKET_POSTS].sort((a, b) =>
  a.publishedDate.localeCompare(b.publishedDate),
)
