import type { ReactNode } from 'react'

import { RichText } from '../../../components/rich-text'
import { Seo } from '../../../components/seo'
import { PageHeader } from '../../../components/ui/page-header'
import { Spinner } from '../../../components/ui/spinner'
import { usePage } from '../../../features/pages/api/get-page'
import { useSiteSettings } from '../../../features/site-settings/api/get-site-settings'
import { mediaToSeoImage } from '../../../lib/structured-data'
import { useSiteUrl } from '../../site-url'
import { NotFoundContent } from '../not-found'

type CmsPageProps = {
  /** The page document's slug. */
  slug: string
  /** The route's path, for the canonical URL. */
  path: string
  eyebrow?: string
  /** Shown beside the body on wide screens, under it on narrow ones. */
  aside?: ReactNode
  /** Sections after the body. */
  children?: ReactNode
}

/**
 * A page written in the CMS: its title and intro in the page header, its body as rich text, then the
 * route's own sections. A page that is missing (or not published) is the not-found page.
 */
export function CmsPage({ slug, path, eyebrow, aside, children }: CmsPageProps) {
  const siteUrl = useSiteUrl()
  const { data: page, error, isLoading } = usePage(slug)
  const { data: settings } = useSiteSettings()

  if (isLoading) return <Spinner />
  if (!page) {
    if (error) {
      return (
        <p role="alert" className="mx-auto max-w-3xl px-4 py-24 text-center text-slate-700">
          Unable to load this page. Please try again.
        </p>
      )
    }
    return <NotFoundContent siteUrl={siteUrl} />
  }
  return (
    <>
      <Seo
        title={page.seo?.title || page.title}
        description={page.seo?.description || page.intro || page.title}
        path={path}
        siteUrl={siteUrl}
        settings={settings}
        image={mediaToSeoImage(page.seo?.image)}
        breadcrumbs={[{ name: page.title, path }]}
      />
      <PageHeader eyebrow={eyebrow} title={page.title} intro={page.intro} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <RichText data={page.body} productSlug={settings?.productSlug} />
        </div>
        {aside ? <div className="lg:sticky lg:top-8 lg:self-start">{aside}</div> : null}
      </div>
      {children}
    </>
  )
}
