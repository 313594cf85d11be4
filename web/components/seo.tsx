import { Helmet } from 'react-helmet-async'

import type { SiteSetting } from '../../cms/payload-types'
import { truncate } from '../lib/format'
import type { Breadcrumb, SeoImage, StructuredData } from '../lib/structured-data'
import { absoluteUrl, breadcrumbList, DEFAULT_SOCIAL_IMAGE, realEstateAgent } from '../lib/structured-data'
import { JsonLd } from './json-ld'

type SeoProps = {
  title: string
  description: string
  /** Path of the page's canonical URL, e.g. "/properties/12". */
  path: string
  siteUrl: string
  /** The site settings: the broker's RealEstateAgent document and the site name come from them. */
  settings: SiteSetting | undefined
  /** The page's own image (a listing photo, a post cover); the site's default image otherwise. */
  image?: SeoImage
  /** "article" for blog posts. */
  type?: 'website' | 'article'
  /** The trail after Home, e.g. [{ name: 'Blog', path: '/blog' }, { name: post.title, path }]. */
  breadcrumbs?: Breadcrumb[]
  /** The page's own structured data (a BlogPosting, a RealEstateListing...). */
  jsonLd?: StructuredData | StructuredData[]
}

/**
 * The one metadata component of a page: title (60 characters at most), description (160 at most),
 * canonical URL, Open Graph and Twitter card tags, and the page's JSON-LD: the broker as a
 * RealEstateAgent on every page, the breadcrumb trail on inner pages and the page's own documents.
 * React 19 hoists the title, meta and link tags into <head>, on the server too; it hoists no inline
 * script, so the JSON-LD stays where the page renders it, which search engines read as well.
 */
export function Seo({ title, description, path, siteUrl, settings, image, type = 'website', breadcrumbs, jsonLd }: SeoProps) {
  const canonical = absoluteUrl({ siteUrl, path })
  const shortTitle = truncate(title, 60)
  const shortDescription = truncate(description, 160)
  const siteName = settings?.brandName
  const preview = image ?? {
    ...DEFAULT_SOCIAL_IMAGE,
    alt: siteName ? `${siteName}: Orange County industrial real estate` : 'Orange County industrial real estate',
  }
  const imageUrl = absoluteUrl({ siteUrl, path: preview.url })
  const documents: StructuredData[] = [
    ...(settings ? [realEstateAgent({ settings, siteUrl })] : []),
    ...(breadcrumbs?.length ? [breadcrumbList({ siteUrl, items: [{ name: 'Home', path: '/' }, ...breadcrumbs] })] : []),
    ...(jsonLd ? [jsonLd].flat() : []),
  ]
  return (
    <>
      <Helmet>
        <title>{shortTitle}</title>
        <meta name="description" content={shortDescription} />
        <link rel="canonical" href={canonical} />
        <meta property="og:title" content={shortTitle} />
        <meta property="og:description" content={shortDescription} />
        <meta property="og:url" content={canonical} />
        <meta property="og:type" content={type} />
        <meta property="og:locale" content="en_US" />
        {siteName ? <meta property="og:site_name" content={siteName} /> : null}
        <meta property="og:image" content={imageUrl} />
        <meta property="og:image:width" content={String(preview.width)} />
        <meta property="og:image:height" content={String(preview.height)} />
        <meta property="og:image:alt" content={preview.alt} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={shortTitle} />
        <meta name="twitter:description" content={shortDescription} />
        <meta name="twitter:image" content={imageUrl} />
        <meta name="twitter:image:alt" content={preview.alt} />
      </Helmet>
      {documents.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
    </>
  )
}
