import type { Post } from '../../../../cms/payload-types'

export type PostCategory = NonNullable<Post['category']>

/** The blog's categories, in the order the filter lists them (the options of the posts collection). */
export const POST_CATEGORIES: PostCategory[] = ['Market Trends', 'Leasing', 'Investment', 'Owner-Users', 'Development', 'Guides']

/** The category named in a query string, or null for none or one the blog does not have. */
export function parseCategory(value: string | null): PostCategory | null {
  return POST_CATEGORIES.find((category) => category === value) ?? null
}
