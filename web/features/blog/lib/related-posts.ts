/**
 * Related posts: those of the same category first, then the newest others, without repeats, at most
 * `count`. Both lists come newest first and without the post itself.
 */
export function pickRelatedPosts<T extends { id: number }>({
  sameCategory,
  newest,
  count,
}: {
  sameCategory: T[]
  newest: T[]
  count: number
}): T[] {
  const picked = new Map<number, T>()
  for (const post of [...sameCategory, ...newest]) {
    if (picked.size === count) break
    if (!picked.has(post.id)) picked.set(post.id, post)
  }
  return [...picked.values()]
}
