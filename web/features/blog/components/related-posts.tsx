import { SectionHeading } from '../../../components/ui/section-heading'
import type { PostSummary } from '../lib/post-summary'
import { PostCard } from './post-card'

/** Up to 3 other posts under the article; nothing when there are none. */
export function RelatedPosts({ posts }: { posts: PostSummary[] }) {
  if (!posts.length) return null
  return (
    <section aria-labelledby="related-heading" className="border-t border-slate-200 bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="related-heading" eyebrow="Keep reading" title="Related articles" />
        <div className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} headingLevel="h3" />
          ))}
        </div>
      </div>
    </section>
  )
}
