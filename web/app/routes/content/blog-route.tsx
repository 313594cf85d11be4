import { Link, useSearchParams } from 'react-router-dom'

import { Seo } from '../../../components/seo'
import { PageHeader } from '../../../components/ui/page-header'
import { Spinner } from '../../../components/ui/spinner'
import { paths } from '../../../config/paths'
import { usePosts } from '../../../features/blog/api/get-posts'
import { CategoryFilter } from '../../../features/blog/components/category-filter'
import { Pagination } from '../../../features/blog/components/pagination'
import { PostList } from '../../../features/blog/components/post-list'
import type { BlogListQuery } from '../../../features/blog/lib/blog-query'
import { blogListPath, parseBlogListQuery } from '../../../features/blog/lib/blog-query'
import { useSiteSettings } from '../../../features/site-settings/api/get-site-settings'
import { useSiteUrl } from '../../site-url'
import { NotFoundContent } from '../not-found'
import { CtaBand } from '../../../components/ui/cta-band'

/** A title and description per list page, so each page of the list has its own. */
function listMetadata({ page, category }: BlogListQuery) {
  const pageSuffix = page > 1 ? `, Page ${page}` : ''
  const title = category
    ? `${category} Articles${pageSuffix} | Orange County Industrial Blog`
    : `Industrial Real Estate Blog${pageSuffix} | Orange County`
  const topic = category ? `${category} articles` : 'Market trends, leasing strategy and investment analysis'
  const pagePrefix = page > 1 ? `Page ${page}: ` : ''
  const description = `${pagePrefix}${topic} for Orange County industrial real estate: vacancy, rents and deal advice from licensed brokers.`
  return { title, description }
}

/** The last breadcrumb of a filtered or later list page: "Leasing", "Page 2" or "Leasing, Page 2". */
function listCrumb({ page, category }: BlogListQuery): string {
  return [category, page > 1 ? `Page ${page}` : null].filter(Boolean).join(', ')
}

function Posts({ query }: { query: BlogListQuery }) {
  const { data, isLoading } = usePosts(query)
  if (isLoading) return <Spinner label="Loading articles..." />
  if (!data) {
    return (
      <p role="alert" className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-700">
        Unable to load articles. Please try again.
      </p>
    )
  }
  if (!data.posts.length) {
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-10 text-center">
        <p className="text-lg text-slate-700">No articles in this category yet.</p>
        <Link to={paths.blog()} className="mt-4 inline-block font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
          See all articles
        </Link>
      </div>
    )
  }
  return (
    <>
      <PostList posts={data.posts} />
      <Pagination
        page={data.page}
        totalPages={data.totalPages}
        pathOf={(page) => blogListPath({ page, category: query.category })}
      />
    </>
  )
}

export default function BlogRoute() {
  const siteUrl = useSiteUrl()
  const [searchParams] = useSearchParams()
  const query = parseBlogListQuery(searchParams)
  const { data } = usePosts(query)
  const { data: settings } = useSiteSettings()
  // A page past the end of the list does not exist.
  if (query.page > 1 && data && data.posts.length === 0) return <NotFoundContent siteUrl={siteUrl} />
  const { title, description } = listMetadata(query)
  const path = blogListPath(query)
  return (
    <>
      <Seo
        title={title}
        description={description}
        path={path}
        siteUrl={siteUrl}
        settings={settings}
        breadcrumbs={[
          { name: 'Blog', path: paths.blog() },
          ...(path === paths.blog() ? [] : [{ name: listCrumb(query), path }]),
        ]}
      />
      <PageHeader
        eyebrow="Blog"
        title="Orange County Industrial Market Insights"
        intro="Market data, leasing strategy and investment analysis from brokers who track every industrial building in the county."
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <CategoryFilter current={query.category} />
        <div className="mt-10">
          <Posts query={query} />
        </div>
      </div>
      <CtaBand
        id="blog-cta-heading"
        title="Want these numbers for your building?"
        description="Get a free market analysis of your property or requirement: comparable leases and sales, current rents and what they mean for your next move."
        primaryLabel="Get a Free Market Analysis"
        secondary={{ label: 'View Market Reports', to: paths.marketReports() }}
      />
    </>
  )
}
