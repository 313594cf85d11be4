import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'

import { collectPageErrors } from './support/console'

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const POSTS_PER_PAGE = 6

type PostDoc = { slug: string; title: string; category: string | null; publishedDate: string }

/** Published posts, newest first, as the API lists them. */
async function publishedPosts(request: APIRequestContext): Promise<PostDoc[]> {
  const query = new URLSearchParams({
    sort: '-publishedDate',
    limit: '100',
    depth: '0',
    'select[slug]': 'true',
    'select[title]': 'true',
    'select[category]': 'true',
    'select[publishedDate]': 'true',
  })
  const response = await request.get(`/api/posts?${query}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: PostDoc[] }).docs
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze()
  expect(violations).toEqual([])
}

const postTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 })

test.describe('blog list', () => {
  test('lists posts newest first, 6 a page, with a second page', async ({ page, request }) => {
    const errors = collectPageErrors(page)
    const posts = await publishedPosts(request)
    expect(posts.length).toBeGreaterThan(POSTS_PER_PAGE)

    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(postTitles(page)).toHaveText(posts.slice(0, POSTS_PER_PAGE).map((post) => post.title))
    const pagination = page.getByRole('navigation', { name: 'Pagination' })
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveCount(0)

    // Client-side navigation to page 2, then the same page rendered by the server.
    await pagination.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/blog\?page=2$/)
    const secondPage = posts.slice(POSTS_PER_PAGE, POSTS_PER_PAGE * 2).map((post) => post.title)
    await expect(postTitles(page)).toHaveText(secondPage)
    await page.reload()
    await expect(postTitles(page)).toHaveText(secondPage)
    await expect(pagination.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog')
    expect(errors).toEqual([])
  })

  test('a page past the end of the list is not found', async ({ page }) => {
    const response = await page.goto('/blog?page=999')
    expect(response?.status()).toBe(404)
  })

  test('the category filter narrows the list', async ({ page, request }) => {
    const posts = await publishedPosts(request)
    const category = posts[0].category as string
    const inCategory = posts.filter((post) => post.category === category).slice(0, POSTS_PER_PAGE)
    await page.goto('/blog')
    await page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: category }).click()
    await expect(page).toHaveURL(new RegExp(`category=${encodeURIComponent(category).replace(/%20/g, '\\+')}`))
    await expect(postTitles(page)).toHaveText(inCategory.map((post) => post.title))
  })

  test('passes an axe scan', async ({ page }) => {
    await page.goto('/blog')
    await expectNoAxeViolations(page)
  })
})

test.describe('blog post', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the server HTML shows the post with author, date, reading time, content and related posts', async ({ page, request }) => {
      const posts = await publishedPosts(request)
      const [post] = posts
      const response = await page.goto(`/blog/${post.slug}`)
      expect(response?.status()).toBe(200)

      await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
      const date = page.getByRole('article').locator('time').first()
      await expect(date).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)
      await expect(date).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
      await expect(page.getByText(/^\d+ min read$/).first()).toBeVisible()

      const content = page.locator('.prose-content')
      await expect(content.getByRole('heading', { level: 2 }).first()).toBeVisible()
      expect(await content.locator('p').count()).toBeGreaterThan(2)
      await expect(content.getByRole('heading', { level: 1 })).toHaveCount(0)

      const authorCard = page.getByRole('region', { name: 'About the author' })
      await expect(authorCard.getByRole('img')).toHaveAttribute('alt', /.+/)
      await expect(authorCard.getByRole('link', { name: 'Meet our team' })).toHaveAttribute('href', '/team')

      const related = page.getByRole('region', { name: 'Related articles' })
      const relatedTitles = related.getByRole('heading', { level: 3 })
      await expect(relatedTitles).toHaveCount(3)
      expect(await relatedTitles.allTextContents()).not.toContain(post.title)
      // Same category first: the first related post shares the category when another post has it.
      if (posts.some((other) => other.slug !== post.slug && other.category === post.category)) {
        await expect(related.getByRole('article').first()).toContainText(post.category as string)
      }
      await expect(page.getByRole('main').getByRole('link', { name: 'Talk to a Broker' })).toHaveAttribute('href', '/contact')
    })

    test('an unknown post is the not-found page with HTTP 404', async ({ page }) => {
      const response = await page.goto('/blog/no-such-post')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    })
  })

  test('opens from the list, hydrates without errors and passes an axe scan', async ({ page, request }) => {
    const errors = collectPageErrors(page)
    const [post] = await publishedPosts(request)
    await page.goto('/blog')
    await page.getByRole('link', { name: post.title }).click()
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`))
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Related articles' }).getByRole('article')).toHaveCount(3)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
    await expectNoAxeViolations(page)
    expect(errors).toEqual([])
  })
})

const CMS_PAGES = [
  { path: '/about', slug: 'about' },
  { path: '/privacy', slug: 'privacy' },
  { path: '/terms', slug: 'terms' },
  { path: '/lease-renewal-support', slug: 'lease-renewal-support' },
]

test.describe('pages written in the CMS', () => {
  for (const { path, slug } of CMS_PAGES) {
    test(`${path} renders the page's title, intro and body, and passes an axe scan`, async ({ page, request }) => {
      const errors = collectPageErrors(page)
      const reply = await request.get(`/api/pages?where[slug][equals]=${slug}&depth=0&limit=1`)
      const [doc] = ((await reply.json()) as { docs: { title: string; intro: string | null }[] }).docs
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: doc.title })).toBeVisible()
      if (doc.intro) await expect(page.getByText(doc.intro)).toBeVisible()
      const body = page.locator('.prose-content')
      await expect(body.getByRole('heading', { level: 2 }).first()).toBeVisible()
      await expect(body.locator('p').first()).toBeVisible()
      await expectNoAxeViolations(page)
      expect(errors).toEqual([])
    })
  }

  test('/about shows the headline figures and the way to team, services and contact', async ({ page, request }) => {
    const settings = (await (await request.get('/api/globals/site-settings')).json()) as { claims: { value: string }[] }
    await page.goto('/about')
    const figures = page.getByRole('region', { name: 'Experience measured in buildings and dollars' })
    for (const claim of settings.claims) await expect(figures.getByText(claim.value)).toBeVisible()
    const next = page.getByRole('region', { name: 'Work with a specialist' })
    await expect(next.getByRole('link', { name: 'Meet the team' })).toHaveAttribute('href', '/team')
    await expect(next.getByRole('link', { name: 'Explore our services' })).toHaveAttribute('href', '/services')
    await expect(next.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
  })

  test('/lease-renewal-support leads to the contact page and the lease renewal service', async ({ page }) => {
    await page.goto('/lease-renewal-support')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Start My Renewal Review' })).toHaveAttribute('href', '/contact')
    await expect(main.getByRole('link', { name: 'Lease Renewal Services' })).toHaveAttribute('href', '/services/lease-renewal')
  })
})
