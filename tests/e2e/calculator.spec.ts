import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'

import { collectPageErrors } from './support/console'

/**
 * A shared link: $5M, $400,000 income, 5 % vacancy, $30,000 expenses, 60 % at 6 % over 25 years,
 * $50,000 closing costs; 10,000 SF at $1.50 for the lease comparison. Worked out by hand:
 * NOI 350,000; loan 3,000,000 pays 19,329.04 a month, 231,948.50 a year; DSCR 1.509;
 * cash flow 118,051.50 on 2,050,000 invested. Owning costs 19,329 + 4,583 tax + 500 + 1,000 a month.
 */
const SHARED = '/calculator?p=5000000&i=400000&v=5&e=30000&ltv=60&r=6&am=25&cc=50000&sf=10000&lr=1.5&esc=3&tax=1.1&ins=500&mr=1000&y=10'

const sharedFigures = {
  'Net operating income (NOI)': '$350,000',
  'Cap rate': '7.00%',
  'Annual debt service': '$231,949',
  'Debt service coverage (DSCR)': '1.51x',
  'Cash-on-cash return': '5.76%',
  'Cash required': '$2,050,000',
}
const sharedVerdict = 'Leasing costs $10,412 less per month than owning in the first year.'

const investmentResults = (page: Page) => page.getByRole('region', { name: 'Investment results' })
const leaseResults = (page: Page) => page.getByRole('region', { name: 'Monthly cost, first year' })
const priceField = (page: Page) => page.getByRole('textbox', { name: /^Purchase price/ })

/** The value shown for a results label. */
function figure(region: Locator, label: string): Locator {
  return region.getByRole('term').filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) }).locator('xpath=following-sibling::dd[1]')
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

async function expectSharedResults(page: Page) {
  await expect(priceField(page)).toHaveValue('5,000,000')
  await expect(page.getByRole('textbox', { name: /^Interest rate/ })).toHaveValue('6')
  for (const [label, value] of Object.entries(sharedFigures)) await expect(figure(investmentResults(page), label)).toHaveText(value)
  await expect(investmentResults(page).getByText('Meets the 1.25x or more that lenders usually want.')).toBeVisible()
  await expect(leaseResults(page).getByText(sharedVerdict)).toBeVisible()
}

/** Opens `url` and waits for the script to take over (it removes the no-JavaScript submit button). */
async function gotoHydrated(page: Page, url: string) {
  await page.goto(url)
  await expect(page.getByRole('button', { name: 'Update results' })).toHaveCount(0)
}

/** Presses Tab (or Shift+Tab) until `target` has the focus: it is reachable from the keyboard. */
async function tabTo(page: Page, target: Locator, { isBackward = false } = {}) {
  for (let presses = 0; presses < 60; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press(isBackward ? 'Shift+Tab' : 'Tab')
  }
  throw new Error('The target never received the keyboard focus')
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a shared link renders its results in the server HTML', async ({ page }) => {
    const response = await page.goto(SHARED)
    expect(response?.status()).toBe(200)
    await expectSharedResults(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Run the numbers on an Orange County industrial building')
    await expect(page).toHaveTitle('Investment Calculator: Cap Rate, DSCR and Lease vs. Buy')
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/calculator$/)
  })

  test('the form sends new inputs as a link the server answers', async ({ page }) => {
    await page.goto(SHARED)
    await priceField(page).fill('4,000,000')
    await page.getByRole('button', { name: 'Update results' }).click()
    await expect(page).toHaveURL(/[?&]p=4%2C000%2C000(&|$)/)
    await expect(priceField(page)).toHaveValue('4,000,000')
    await expect(figure(investmentResults(page), 'Cap rate')).toHaveText('8.75%')
  })
})

test.describe('with JavaScript', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('a shared link hydrates with the same results; typing updates them and the address', async ({ page }) => {
    const errors = collectPageErrors(page)
    await gotoHydrated(page, SHARED)
    await expectSharedResults(page)
    await priceField(page).fill('4000000')
    // Price $4M: the same NOI is an 8.75 % cap rate, and the smaller loan is covered 1.89x.
    await expect(figure(investmentResults(page), 'Cap rate')).toHaveText('8.75%')
    await expect(figure(investmentResults(page), 'Net operating income (NOI)')).toHaveText('$350,000')
    await expect(figure(investmentResults(page), 'Debt service coverage (DSCR)')).toHaveText('1.89x')
    await expect(page).toHaveURL(/[?&]p=4000000&i=400000&/)
    const historyLength = await page.evaluate(() => history.length)
    await page.getByRole('textbox', { name: /^Vacancy rate/ }).fill('10')
    await expect(figure(investmentResults(page), 'Net operating income (NOI)')).toHaveText('$330,000')
    await expect(page).toHaveURL(/[?&]v=10&/)
    // The address is replaced, not stacked up one entry per change.
    expect(await page.evaluate(() => history.length)).toBe(historyLength)
    expect(errors).toEqual([])
  })

  test('works from the keyboard alone: edit, copy the link, reset', async ({ page }) => {
    const errors = collectPageErrors(page)
    await gotoHydrated(page, '/calculator')
    await expect(figure(investmentResults(page), 'Cap rate')).toHaveText('4.57%')

    await tabTo(page, priceField(page))
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('4000000')
    await page.keyboard.press('Tab')
    await expect(priceField(page)).toHaveValue('4,000,000')
    await expect(figure(investmentResults(page), 'Cap rate')).toHaveText('8.22%')

    const copy = page.getByRole('button', { name: 'Copy link to these results' })
    await tabTo(page, copy, { isBackward: true })
    await page.keyboard.press('Enter')
    await expect(page.getByText('Link copied', { exact: true })).toBeVisible()
    const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()))
    expect(copied.pathname).toBe('/calculator')
    expect(copied.searchParams.get('p')).toBe('4000000')

    await tabTo(page, page.getByRole('button', { name: 'Reset' }))
    await page.keyboard.press('Space')
    await expect(priceField(page)).toHaveValue('7,200,000')
    await expect(figure(investmentResults(page), 'Cap rate')).toHaveText('4.57%')
    await expect(page).toHaveURL(/\/calculator$/)
    expect(errors).toEqual([])
  })
})

for (const width of [1280, 390]) {
  test(`/calculator passes an accessibility scan and fits the screen at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await gotoHydrated(page, SHARED)
    await expect(figure(investmentResults(page), 'Cap rate')).toHaveText('7.00%')
    // Scan the unfolded table and an error message too.
    await page.getByText('Year-by-year costs').click()
    await expect(page.getByRole('table')).toBeVisible()
    const insurance = page.getByRole('textbox', { name: /^Insurance/ })
    await insurance.fill('-5')
    await expect(insurance).toHaveAttribute('aria-invalid', 'true')
    await expect(insurance).toHaveAccessibleDescription('Insurance cannot be negative.')
    await expect(leaseResults(page).getByText(/One field needs a fix/)).toBeVisible()
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    expect(violations).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })
}
