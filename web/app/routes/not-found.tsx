import { ButtonLink } from '../../components/ui/button-link'
import { Seo } from '../../components/seo'
import { paths } from '../../config/paths'
import { useResponseStatus } from '../render-context'
import { useSiteUrl } from '../site-url'

/** Any path the site does not have; answered with HTTP 404. */
export default function NotFoundRoute() {
  const siteUrl = useSiteUrl()
  return <NotFoundContent siteUrl={siteUrl} />
}

/** The not-found page's content; also shown for a listing that does not exist. Sets HTTP 404. */
export function NotFoundContent({ siteUrl }: { siteUrl: string }) {
  useResponseStatus(404)
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <Seo
        title="Page not found"
        description="The page you were looking for does not exist or has moved."
        path={paths.home()}
        siteUrl={siteUrl}
      />
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-4 text-slate-600">The page you were looking for does not exist or has moved.</p>
      <div className="mt-8">
        <ButtonLink to={paths.home()} variant="dark">
          Back to the home page
        </ButtonLink>
      </div>
    </section>
  )
}
