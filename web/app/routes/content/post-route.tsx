import { Link, useParams } from 'react-router-dom'

import type { Post } from '../../../../cms/payload-types'
import { RichText } from '../../../components/rich-text'
import { Seo } from '../../../components/seo'
import { PageHeader } from '../../../components/ui/page-header'
import { Spinner } from '../../../components/ui/spinner'
import { paths } from '../../../config/paths'
import { usePost } from '../../../features/blog/api/get-post'
import { useRelatedPosts } from '../../../features/blog/api/get-related-posts'
import { AuthorCard } from '../../../features/blog/components/author-card'
import { MediaImage } from '../../../features/blog/components/media-image'
import { PostMeta } from '../../../features/blog/components/post-meta'
import { RelatedPosts } from '../../../features/blog/components/related-posts'
import { blogListPath } from '../../../features/blog/lib/blog-query'
import { lexicalPlainText, readingMinutes } from '../../../features/blog/lib/reading-time'
import { useSiteSettings } from '../../../features/site-settings/api/get-site-settings'
import { truncate } from '../../../lib/format'
import { blogPosting, mediaToSeoImage } from '../../../lib/structured-data'
import { useSiteUrl } from '../../site-url'
import { NotFoundContent } from '../not-found'
import { CtaBand } from '../../../components/ui/cta-band'

function PostArticle({ post }: { post: Post }) {
  const { data: settings } = useSiteSettings()
  const author = typeof post.author === 'object' ? post.author : null
  const cover = typeof post.coverImage === 'object' ? post.coverImage : null
  return (
    <article>
      <PageHeader eyebrow={post.category ?? 'Blog'} title={post.title} intro={post.excerpt}>
        <PostMeta publishedDate={post.publishedDate ?? null} readingMinutes={readingMinutes(post.content)} authorName={author?.name} isInverted />
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          {cover ? (
            <figure className="mb-10 overflow-hidden rounded-xl">
              <MediaImage media={cover} sizes="(min-width: 1280px) 880px, (min-width: 1024px) 65vw, 100vw" isPriority className="aspect-[8/5] w-full" />
            </figure>
          ) : null}
          <RichText data={post.content} productSlug={settings?.productSlug} />
          <Link
            to={paths.blog()}
            className="mt-12 inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <span aria-hidden="true">←</span> All articles
          </Link>
        </div>
        <div className="space-y-6 lg:sticky lg:top-8 lg:self-start">
          {author ? <AuthorCard author={author} /> : null}
          {post.category ? (
            <p className="rounded-xl border border-slate-200 bg-white p-6 text-sm text-slate-600 shadow-sm">
              Filed under{' '}
              <Link
                to={blogListPath({ page: 1, category: post.category })}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {post.category}
              </Link>
            </p>
          ) : null}
        </div>
      </div>
    </article>
  )
}

export default function PostRoute() {
  const { slug = '' } = useParams()
  const siteUrl = useSiteUrl()
  const { data: post, error, isLoading } = usePost(slug)
  const { data: related } = useRelatedPosts(slug)
  const { data: settings } = useSiteSettings()

  if (isLoading) return <Spinner />
  if (!post) {
    if (error) {
      return (
        <p role="alert" className="mx-auto max-w-3xl px-4 py-24 text-center text-slate-700">
          Unable to load this article. Please try again.
        </p>
      )
    }
    return <NotFoundContent siteUrl={siteUrl} />
  }
  const path = paths.post(slug)
  const description = post.seo?.description || post.excerpt || truncate(lexicalPlainText(post.content), 160)
  return (
    <>
      <Seo
        title={post.seo?.title || post.title}
        description={description}
        path={path}
        siteUrl={siteUrl}
        settings={settings}
        type="article"
        image={mediaToSeoImage(post.seo?.image) ?? mediaToSeoImage(post.coverImage)}
        breadcrumbs={[
          { name: 'Blog', path: paths.blog() },
          { name: post.title, path },
        ]}
        jsonLd={
          settings ? blogPosting({ post, settings, siteUrl, path, teamPath: paths.team(), description }) : undefined
        }
      />
      <PostArticle post={post} />
      <RelatedPosts posts={related ?? []} />
      <CtaBand
        id="post-cta-heading"
        title="Planning a move, renewal or sale?"
        description="Talk with a broker who tracks every industrial building in Orange County. We reply within 2 hours during business hours."
        primaryLabel="Talk to a Broker"
        secondary={{ label: 'More Articles', to: paths.blog() }}
      />
    </>
  )
}
