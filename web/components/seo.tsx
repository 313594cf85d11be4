import { Helmet } from 'react-helmet-async'

import { truncate } from '../lib/format'

type SeoProps = {
  title: string
  description: string
  /** Path of the page's canonical URL, e.g. "/properties/12". */
  path: string
  siteUrl: string
}

/**
 * The one metadata component of a page: title (60 characters at most), description (160 at most),
 * canonical URL. React 19 hoists these into <head>, on the server too.
 */
export function Seo({ title, description, path, siteUrl }: SeoProps) {
  const canonical = `${siteUrl}${path}`
  const shortTitle = truncate(title, 60)
  const shortDescription = truncate(description, 160)
  return (
    <Helmet>
      <title>{shortTitle}</title>
      <meta name="description" content={shortDescription} />
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={shortTitle} />
      <meta property="og:description" content={shortDescription} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content="website" />
    </Helmet>
  )
}
