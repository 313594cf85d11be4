import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'

import { collectPageErrors } from './support/console'

type SiteSettings = {
  brandName: string
  phone: string
  email: string
  footerTagline: string
  dreNumber: string
  linkedinUrl: string
  schedulingUrl: string
  productSlug: string
}

const SERVICE_TITLES = [
  'Property Search & Tenant Representation',
  'Market Intelligence',
  'Investment Analysis',
  'Broker Advisory',
  'Due Diligence',
  'Portfolio Management',
  'Lease Renewal',
  'Sublease',
]

/** Opens `path` and waits until React has hydrated the shell, so pointer and key handlers are attached. */
async function openHydrated(page: Page, path: string) {
  const response = await page.goto(path)
  await page.waitForFunction(() => {
    const header = document.querySelector('header')
    return Boolean(header) && Object.keys(header as object).some((key) => key.startsWith('__reactFiber'))
  })
  return response
}

async function expectNoAxeViolations(page: Page, include?: string[]) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  for (const selector of include ?? []) builder = builder.include(selector)
  const { violations } = await builder.analyze()
  expect(violations).toEqual([])
}

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' })

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the Services dropdown opens on hover with the 8 services and closes after the pointer leaves', async ({ page }) => {
    const errors = collectPageErrors(page)
    await openHydrated(page, '/')
    const button = mainNav(page).getByRole('button', { name: 'Services' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')

    await button.hover()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`)
    await expect(panel).toBeVisible()
    const links = panel.getByRole('link')
    await expect(links).toHaveText([...SERVICE_TITLES, 'View All Services'])
    await expect(panel.getByRole('link', { name: 'Sublease' })).toHaveAttribute('href', '/services/sublease')
    await expect(panel.getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/services')
    await expectNoAxeViolations(page, ['header'])

    await page.mouse.move(10, 700)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()
    expect(errors).toEqual([])
  })

  test('the Markets dropdown works from the keyboard', async ({ page }) => {
    const errors = collectPageErrors(page)
    const settings = (await (await page.request.get('/api/globals/site-settings?depth=0')).json()) as SiteSettings
    await openHydrated(page, '/')
    const markets = mainNav(page).getByRole('button', { name: 'Markets' })
    for (let presses = 0; presses < 40 && !(await markets.evaluate((element) => element === document.activeElement)); presses++) {
      await page.keyboard.press('Tab')
    }
    await expect(markets).toBeFocused()
    // Keyboard focus opens the menu, and only this one.
    await expect(markets).toHaveAttribute('aria-expanded', 'true')
    await expect(mainNav(page).getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'false')
    const panel = page.locator(`#${await markets.getAttribute('aria-controls')}`)
    await expect(panel.getByRole('link')).toHaveText([
      'Market Overview',
      'Market Reports',
      'Anaheim',
      'Irvine Business Complex',
      'Santa Ana',
      'Costa Mesa',
      'View All Markets',
    ])
    await expect(panel.getByRole('link', { name: 'Irvine Business Complex' })).toHaveAttribute(
      'href',
      `/irvine-${settings.productSlug}`,
    )

    await page.keyboard.press('Escape')
    await expect(markets).toHaveAttribute('aria-expanded', 'false')
    await expect(markets).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(markets).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')

    await page.keyboard.press('ArrowDown')
    await expect(panel.getByRole('link', { name: 'Market Overview' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(panel.getByRole('link', { name: 'Market Reports' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(markets).toHaveAttribute('aria-expanded', 'false')
    await expect(markets).toBeFocused()

    // Tabbing past the last link closes the menu.
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('End')
    await expect(panel.getByRole('link', { name: 'View All Markets' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(mainNav(page).getByRole('link', { name: 'Calculator' })).toBeFocused()
    await expect(markets).toHaveAttribute('aria-expanded', 'false')
    expect(errors).toEqual([])
  })

  test('following a dropdown link closes the menu; a followed link shows the new page from the top', async ({ page }) => {
    const errors = collectPageErrors(page)
    await openHydrated(page, '/')
    const services = mainNav(page).getByRole('button', { name: 'Services' })
    await services.hover()
    await page.locator(`#${await services.getAttribute('aria-controls')}`).getByRole('link', { name: 'Due Diligence' }).click()
    await expect(page).toHaveURL(/\/services\/due-diligence$/)
    await expect(services).toHaveAttribute('aria-expanded', 'false')

    await openHydrated(page, '/')
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Logo Showcase' })
    await footerLink.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    await footerLink.click()
    await expect(page).toHaveURL(/\/logo-showcase$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Logo Showcase' })).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    expect(errors).toEqual([])
  })

  test('the first Tab reaches the skip link, which moves focus to the content', async ({ page }) => {
    await openHydrated(page, '/logo-showcase')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page.locator('main#main')).toBeFocused()
  })
})

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu is a modal dialog that keeps focus inside and closes on Escape', async ({ page }) => {
    const errors = collectPageErrors(page)
    await openHydrated(page, '/logo-showcase')
    await expect(mainNav(page)).toBeHidden()
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true })
    await menuButton.click()

    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeFocused()
    await expect(dialog.getByRole('link')).toContainText(['Home', 'Services', 'Markets', 'Calculator', 'Team', 'Blog', 'Contact', 'Free Analysis'])
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden')
    await expectNoAxeViolations(page)

    const focusIsInside = () => dialog.evaluate((element) => element.contains(document.activeElement))
    for (let presses = 0; presses < 16; presses++) {
      await page.keyboard.press('Tab')
      expect(await focusIsInside()).toBe(true)
    }
    await dialog.getByRole('button', { name: 'Close menu' }).focus()
    await page.keyboard.press('Shift+Tab')
    expect(await focusIsInside()).toBe(true)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(menuButton).toBeFocused()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('')

    await menuButton.click()
    await dialog.getByRole('link', { name: 'Home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(dialog).toBeHidden()
    expect(errors).toEqual([])
  })
})

test('the footer has every contact detail from the site settings and the admin and booking links', async ({ page, request }) => {
  const errors = collectPageErrors(page)
  const settings = (await (await request.get('/api/globals/site-settings?depth=0')).json()) as SiteSettings
  await openHydrated(page, '/logo-showcase')
  const footer = page.getByRole('contentinfo')

  await expect(footer.getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/admin')
  const booking = footer.getByRole('link', { name: 'Schedule a Consultation (opens in a new tab)' })
  await expect(booking).toHaveAttribute('href', settings.schedulingUrl)
  await expect(booking).toHaveAttribute('target', '_blank')
  await expect(booking).toHaveAttribute('rel', /noopener/)
  const linkedin = footer.getByRole('link', { name: `${settings.brandName} on LinkedIn (opens in a new tab)` })
  await expect(linkedin).toHaveAttribute('href', settings.linkedinUrl)
  await expect(linkedin).toHaveAttribute('target', '_blank')

  await expect(footer.getByText(settings.footerTagline)).toBeVisible()
  await expect(footer.getByText(`DRE #${settings.dreNumber}`)).toBeVisible()
  await expect(footer.getByRole('link', { name: settings.phone })).toHaveAttribute('href', /^tel:/)
  await expect(footer.getByRole('link', { name: settings.email })).toHaveAttribute('href', `mailto:${settings.email}`)
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms')

  for (const column of ['About Us', 'Our Services', 'Orange County Markets', 'Resources']) {
    await expect(footer.getByRole('heading', { level: 2, name: column })).toBeVisible()
  }
  await expect(footer.getByRole('list', { name: 'Our Services' }).getByRole('link')).toHaveCount(9)
  const markets = footer.getByRole('list', { name: 'Orange County Markets' }).getByRole('link')
  await expect(markets).toHaveCount(20)
  await expect(markets.filter({ hasText: 'Huntington Beach' })).toHaveAttribute('href', `/huntington-beach-${settings.productSlug}`)

  const topBar = page.getByRole('banner').getByRole('list', { name: 'Contact details' })
  await expect(topBar.getByRole('link', { name: settings.phone })).toBeVisible()
  await expect(topBar.getByRole('link', { name: settings.email })).toBeVisible()
  expect(errors).toEqual([])
})

test('an unknown path is the not-found page with HTTP 404', async ({ page }) => {
  const response = await openHydrated(page, '/no-such-page/at-all')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
  await expectNoAxeViolations(page)
})

test('the logo showcase shows the four variants with usage notes', async ({ page }) => {
  const errors = collectPageErrors(page)
  const response = await openHydrated(page, '/logo-showcase')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(/^Logo Showcase/)
  const variants = page.getByRole('region', { name: 'Four versions of one logo' })
  await expect(variants.getByRole('heading', { level: 3 })).toHaveText(['Default', 'Footer', 'Compact', 'No tagline'])
  const usage = page.getByRole('region', { name: 'Using the logo well' })
  for (const note of ['Clear space', 'Minimum size', 'Colors']) {
    await expect(usage.getByRole('heading', { level: 3, name: note })).toBeVisible()
  }
  await expect(usage.getByText('#F0A12B', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
  expect(errors).toEqual([])
})
