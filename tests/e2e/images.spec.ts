import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'

// What the server sends, before any script runs.
test.use({ javaScriptEnabled: false })

/** A listing with a photo (other specs may add listings without one) and the newest post with a cover. */
async function pagesWithPhotos(request: APIRequestContext): Promise<string[]> {
  const featured = (await (await request.get('/api/properties/featured')).json()) as { id: number; image: string | null }[]
  const property = featured.find((listing) => listing.image)
  if (!property) throw new Error('No featured listing has a photo')
  const posts = (await (await request.get('/api/posts?limit=10&depth=0&sort=-publishedDate')).json()) as {
    docs: { slug: string; coverImage?: number | null }[]
  }
  const post = posts.docs.find((doc) => doc.coverImage)
  if (!post) throw new Error('No post has a cover image')
  return [`/properties/${property.id}`, `/blog/${post.slug}`]
}

/** The first screen's main image: the one the page marks as high priority. */
async function priorityImage(page: Page) {
  const image = page.locator('main img[fetchpriority="high"]').first()
  await expect(image).toBeAttached()
  return {
    srcset: await image.getAttribute('srcset'),
    sizes: await image.getAttribute('sizes'),
    loading: await image.getAttribute('loading'),
  }
}

test('the largest image of the first screen is preloaded from <head> in its responsive sizes', async ({ page, request }) => {
  for (const path of await pagesWithPhotos(request)) {
    await page.goto(path)
    const image = await priorityImage(page)
    expect(image.loading, path).toBe('eager')
    expect(image.srcset, path).toMatch(/\.webp 400w, .+\.webp 800w, .+\.webp 1200w$/)
    const preload = page.locator('head link[rel="preload"][as="image"]').first()
    await expect(preload, path).toBeAttached()
    expect(await preload.getAttribute('imagesrcset'), path).toBe(image.srcset)
    expect(await preload.getAttribute('imagesizes'), path).toBe(image.sizes)
    expect(await preload.getAttribute('fetchpriority'), path).toBe('high')
  }
})

test('every image states its size (no layout shift) and images below the first screen load lazily', async ({ page, request }) => {
  for (const path of ['/', '/properties', '/blog', '/team', ...(await pagesWithPhotos(request))]) {
    await page.goto(path)
    const images = await page.locator('main img').evaluateAll((elements) =>
      elements.map((element) => ({
        src: element.getAttribute('src'),
        width: Number(element.getAttribute('width')),
        height: Number(element.getAttribute('height')),
        loading: element.getAttribute('loading'),
        isPriority: element.getAttribute('fetchpriority') === 'high',
      })),
    )
    for (const image of images) {
      expect(image.width, `${path} ${image.src}`).toBeGreaterThan(0)
      expect(image.height, `${path} ${image.src}`).toBeGreaterThan(0)
      if (!image.isPriority) expect(image.loading, `${path} ${image.src}`).toBe('lazy')
    }
  }
})
