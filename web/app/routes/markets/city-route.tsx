import { useParams } from 'react-router-dom'

import { Spinner } from '../../../components/ui/spinner'
import { parseMarketPage } from '../../../features/cities/lib/parse-market-page'
import { useSiteSettings } from '../../../features/site-settings/api/get-site-settings'
import { useSiteUrl } from '../../site-url'
import { NotFoundContent } from '../not-found'
import { CityPage } from './city-page'

/**
 * Any single-segment path no other route claims. It is a city page when it is /{market}-{product
 * slug} and the city exists; anything else is the not-found page.
 */
export default function CityRoute() {
  const { marketPage = '' } = useParams()
  const siteUrl = useSiteUrl()
  const { data: settings, isLoading } = useSiteSettings()
  const page = parseMarketPage(marketPage)
  if (!page) return <NotFoundContent siteUrl={siteUrl} />
  if (!settings) {
    if (isLoading) return <Spinner />
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-24 text-center text-slate-700">
        Unable to load this page. Please try again.
      </p>
    )
  }
  if (page.productSlug !== settings.productSlug) return <NotFoundContent siteUrl={siteUrl} />
  return <CityPage market={page.market} settings={settings} />
}
