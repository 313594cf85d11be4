import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'

import { SERVICE_SLUGS } from '../../cms/shared/services'
import { collectPageErrors } from './support/console'

type ServiceDoc = { title: string; slug: string }
type TeamMemberDoc = { name: string; role: string; email?: string | null; dreNumber?: string | null }
type SiteSettingsDoc = {
  phone: string
  email: string
  address: { street: string; city: string; region: string; postalCode: string }
  schedulingUrl: string
}

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path)
  expect(response.ok(), path).toBe(true)
  return (await response.json()) as T
}

/** The services as the API lists them, in the editors' order. */
async function servicesInOrder(request: APIRequestContext): Promise<ServiceDoc[]> {
  const reply = await getJson<{ docs: ServiceDoc[] }>(request, '/api/services?sort=order&limit=50&depth=0')
  return reply.docs
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze()
  expect(violations).toEqual([])
}

test.describe('without JavaScript (server HTML)', () => {
  test.use({ javaScriptEnabled: false })

  test('each of the 8 service pages answers 200 with its title as the h1; another slug is 404', async ({ page, request }) => {
    const services = await servicesInOrder(request)
    const titles = new Map(services.map((service) => [service.slug, service.title]))
    for (const slug of SERVICE_SLUGS) {
      const response = await page.goto(`/services/${slug}`)
      expect(response?.status(), slug).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles.get(slug) ?? `missing service ${slug}`)
      await expect(page.getByRole('heading', { level: 2, name: 'What you get' })).toBeVisible()
    }

    const response = await page.goto('/services/unknown')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  })
})

test('/services lists the 8 services in order, each linking to its page', async ({ page, request }) => {
  const errors = collectPageErrors(page)
  const services = await servicesInOrder(request)
  expect(services.map((service) => service.slug).sort()).toEqual([...SERVICE_SLUGS].sort())

  await page.goto('/services')
  const list = page.getByRole('region', { name: 'Eight services, one broker on your side' })
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(services.map((service) => service.title))
  for (const service of services) {
    await expect(list.getByRole('link', { name: service.title, exact: true })).toHaveAttribute('href', `/services/${service.slug}`)
  }

  // The link opens the service page in the browser.
  const [first] = services
  await list.getByRole('link', { name: first.title, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/services/${first.slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Other services' }).getByRole('link')).toHaveCount(services.length)
  expect(errors).toEqual([])
})

test('/team shows the team members in order with their roles and e-mail links', async ({ page, request }) => {
  const errors = collectPageErrors(page)
  const { docs: members } = await getJson<{ docs: TeamMemberDoc[] }>(request, '/api/team-members?sort=order&limit=100&depth=0')
  expect(members.length).toBeGreaterThan(0)

  await page.goto('/team')
  const team = page.getByRole('region', { name: 'Licensed, local and on your side' })
  await expect(team.getByRole('heading', { level: 3 })).toHaveText(members.map((member) => member.name))
  for (const member of members) {
    const card = team.getByRole('article').filter({ has: page.getByRole('heading', { name: member.name }) })
    await expect(card.getByText(member.role, { exact: true })).toBeVisible()
    if (member.dreNumber) await expect(card.getByText(`DRE #${member.dreNumber}`)).toBeVisible()
    if (member.email) await expect(card.getByRole('link', { name: member.email })).toHaveAttribute('href', `mailto:${member.email}`)
  }
  expect(errors).toEqual([])
})

test('/contact shows the office address, phone, e-mail and a scheduling link that opens in a new tab', async ({ page, request }) => {
  const errors = collectPageErrors(page)
  const settings = await getJson<SiteSettingsDoc>(request, '/api/globals/site-settings')

  await page.goto('/contact')
  await expect(page.getByRole('heading', { level: 2, name: 'Send Us a Message' })).toBeVisible()
  const office = page.getByRole('region', { name: 'Our office' })
  const address = office.locator('address')
  await expect(address).toContainText(settings.address.street)
  await expect(address).toContainText(`${settings.address.city}, ${settings.address.region} ${settings.address.postalCode}`)
  await expect(office.getByRole('link', { name: settings.phone })).toHaveAttribute('href', `tel:${settings.phone.replace(/[^\d+]/g, '')}`)
  await expect(office.getByRole('link', { name: settings.email })).toHaveAttribute('href', `mailto:${settings.email}`)

  const scheduling = office.getByRole('link', { name: 'Schedule a Consultation (opens in a new tab)' })
  await expect(scheduling).toHaveAttribute('href', settings.schedulingUrl)
  await expect(scheduling).toHaveAttribute('target', '_blank')
  await expect(scheduling).toHaveAttribute('rel', /noopener/)
  await expect(page.getByRole('heading', { level: 2, name: 'What happens next' })).toBeVisible()
  expect(errors).toEqual([])
})

test('the services, a service, team and contact pages have no WCAG 2.1 AA violations', async ({ page }) => {
  test.setTimeout(120_000)
  for (const path of ['/services', `/services/${SERVICE_SLUGS[0]}`, '/team', '/contact']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoAxeViolations(page)
  }
})
