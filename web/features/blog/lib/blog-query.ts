import { paths } from '../../../config/paths'
import type { PostCategory } from './categories'
import { parseCategory } from './categories'

/** The blog list's state in its query string: `?page=2&category=Leasing`. */
export type BlogListQuery = { page: number; category: PostCategory | null }

/** Reads the list's page (a positive whole number, else 1) and category from the query string. */
export function parseBlogListQuery(searchParams: URLSearchParams): BlogListQuery {
  const page = Number(searchParams.get('page'))
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    category: parseCategory(searchParams.get('category')),
  }
}

/** The address of a list page; page 1 and "all categories" are left out of the query. */
export function blogListPath({ page, category }: BlogListQuery): string {
  const query = new URLSearchParams()
  if (category) query.set('category', category)
  if (page > 1) query.set('page', String(page))
  const search = query.toString()
  return search ? `${paths.blog()}?${search}` : paths.blog()
}
