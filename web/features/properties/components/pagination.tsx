import { Link } from 'react-router-dom'

import { pageWindow } from '../lib/page-window'

type PaginationProps = {
  page: number
  totalPages: number
  /** The link of a page number, e.g. `/properties?type=Flex&page=2`. */
  hrefFor: (page: number) => string
  /** Called when a page link is followed (e.g. to bring the results into view). */
  onNavigate?: () => void
}

const ITEM = 'inline-flex h-10 min-w-10 items-center justify-center rounded-md px-3 text-sm font-semibold'
const LINK = `${ITEM} border border-slate-200 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700`
const CURRENT = `${ITEM} bg-brand-900 text-white`
const DISABLED = `${ITEM} border border-slate-200 bg-slate-50 text-slate-600`

/** Previous, page numbers and next, as links (they work without JavaScript). */
export function Pagination({ page, totalPages, hrefFor, onNavigate }: PaginationProps) {
  if (totalPages <= 1) return null
  const hasPrevious = page > 1
  const hasNext = page < totalPages
  return (
    <nav aria-label="Pagination" className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {hasPrevious ? (
            <Link to={hrefFor(page - 1)} rel="prev" onClick={onNavigate} className={LINK}>
              <span aria-hidden="true">←&nbsp;</span>Previous<span className="sr-only"> page</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={DISABLED}>
              <span aria-hidden="true">←&nbsp;</span>Previous<span className="sr-only"> page</span>
            </span>
          )}
        </li>
        {pageWindow({ page, totalPages }).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={onNavigate}
                className={item === page ? CURRENT : LINK}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {hasNext ? (
            <Link to={hrefFor(page + 1)} rel="next" onClick={onNavigate} className={LINK}>
              Next<span className="sr-only"> page</span>
              <span aria-hidden="true">&nbsp;→</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={DISABLED}>
              Next<span className="sr-only"> page</span>
              <span aria-hidden="true">&nbsp;→</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
