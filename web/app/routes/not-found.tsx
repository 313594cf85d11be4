import { Link } from 'react-router-dom'

import { ButtonLink } from '../../components/ui/button-link'
import { Seo } from '../../components/seo'
import { paths } from '../../config/paths'
import { useSiteSettings } from '../../features/site-settings/api/get-site-settings'
import { useResponseStatus } from '../render-context'
import { useSiteUrl } from '../site-url'

/** Where a visitor who took a wrong turn most likely wanted to go. */
const POPULAR_PAGES = [
  { label: 'Available properties', description: 'Warehouse, manufacturing and flex space', to: paths.properties() },
  { label: 'Services', description: 'Leasing, sales, investment and advisory', to: paths.services() },
  { label: 'Orange County markets', description: 'Vacancy, rents and the 19 local markets', to: paths.markets() },
  { label: 'Market reports', description: 'Quarterly industrial market data', to: paths.marketReports() },
]

/** Any path the site does not have; answered with HTTP 404. */
export default function NotFoundRoute() {
  const siteUrl = useSiteUrl()
  return <NotFoundContent siteUrl={siteUrl} />
}

/** The not-found page's content; also shown for a listing that does not exist. Sets HTTP 404. */
export function NotFoundContent({ siteUrl }: { siteUrl: string }) {
  useResponseStatus(404)
  const { data: settings } = useSiteSettings()
  return (
    <section className="mx-auto max-w-4xl px-4 py-20 sm:px-6 sm:py-28">
      <Seo
        title="Page not found"
        description="The page you were looking for does not exist or has moved."
        path={paths.home()}
        siteUrl={siteUrl}
        settings={settings}
      />
      <div className="text-center">
        <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">404 error</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">Page not found</h1>
        <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-slate-600">
          The page you were looking for does not exist or has moved.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <ButtonLink to={paths.home()} variant="dark">
            Back to the home page
          </ButtonLink>
          <ButtonLink to={paths.contact()}>Talk to a broker</ButtonLink>
        </div>
      </div>
      <nav aria-labelledby="not-found-popular" className="mt-16 border-t border-slate-200 pt-10">
        <h2 id="not-found-popular" className="text-center text-sm font-semibold tracking-wider text-slate-600 uppercase">
          Popular pages
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {POPULAR_PAGES.map((page) => (
            <li key={page.to}>
              <Link
                to={page.to}
                className="group block rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-200 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <span className="font-semibold text-slate-900 group-hover:text-brand-700">{page.label}</span>
                <span className="mt-1 block text-sm text-slate-600">{page.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  )
}
