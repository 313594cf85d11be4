import { Link } from 'react-router-dom'

type PaginationProps = {
  page: number
  totalPages: number
  /** The address of a page of the list. */
  pathOf: (page: number) => string
}

const linkBase =
  'inline-flex min-w-11 items-center justify-center rounded-md px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

/** The path stays /blog between list pages, so the app's scroll-to-top on a new path does not fire. */
const scrollToTop = () => window.scrollTo(0, 0)

/** Previous / numbered / next links between list pages; nothing when there is one page. */
export function Pagination({ page, totalPages, pathOf }: PaginationProps) {
  if (totalPages <= 1) return null
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1)
  return (
    <nav aria-label="Pagination" className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={pathOf(page - 1)} rel="prev" onClick={scrollToTop} className={`${linkBase} text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50`}>
          <span aria-hidden="true">←</span>&nbsp;Previous
        </Link>
      ) : null}
      <ul className="flex flex-wrap gap-2">
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page" className={`${linkBase} bg-brand-900 text-white`}>
                <span className="sr-only">Page </span>
                {number}
              </span>
            ) : (
              <Link to={pathOf(number)} onClick={scrollToTop} className={`${linkBase} text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50`}>
                <span className="sr-only">Page </span>
                {number}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {page < totalPages ? (
        <Link to={pathOf(page + 1)} rel="next" onClick={scrollToTop} className={`${linkBase} text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50`}>
          Next&nbsp;<span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </nav>
  )
}
