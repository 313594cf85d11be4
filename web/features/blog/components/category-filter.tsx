import { Link } from 'react-router-dom'

import { blogListPath } from '../lib/blog-query'
import type { PostCategory } from '../lib/categories'
import { POST_CATEGORIES } from '../lib/categories'

const chip =
  'inline-flex items-center rounded-full px-4 py-2 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

/** Links that narrow the list to one category (plain links: they work without JavaScript too). */
export function CategoryFilter({ current }: { current: PostCategory | null }) {
  const options: { label: string; category: PostCategory | null }[] = [
    { label: 'All articles', category: null },
    ...POST_CATEGORIES.map((category) => ({ label: category, category })),
  ]
  return (
    <nav aria-label="Blog categories">
      <ul className="flex flex-wrap gap-2">
        {options.map(({ label, category }) => {
          const isCurrent = category === current
          return (
            <li key={label}>
              <Link
                to={blogListPath({ page: 1, category })}
                aria-current={isCurrent ? 'page' : undefined}
                className={`${chip} ${isCurrent ? 'bg-brand-900 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50'}`}
              >
                {label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
