import type { PostSummary } from '../lib/post-summary'
import { PostCard } from './post-card'

/** The grid of post cards on the blog list; the first row's images load at once. */
export function PostList({ posts }: { posts: PostSummary[] }) {
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, index) => (
        <li key={post.id} className="flex">
          <PostCard post={post} isPriority={index < 3} />
        </li>
      ))}
    </ul>
  )
}
