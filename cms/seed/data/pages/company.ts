import { bulletList, h2, h3, numberedList, paragraph, quote, root } from '../../lexical'
import type { PageSeed } from '../../types'
import { SITE_SETTINGS_SEED } from '../settings'

const { brandName, dreNumber } = SITE_SETTINGS_SEED

export const ABOUT_PAGE: PageSeed = {
  slug: 'about',
  title: 'About Us',
  intro: `${brandName} is an Orange County industrial brokerage built on one idea: clients deserve the same market knowledge and negotiating power as the largest landlords and investors in the county.`,
  seo: { title: `About ${brandName}`, description: 'Orange County industrial real estate brokers representing tenants, owner-users, landlords and investors across all 19 submarkets.' },
  body: root(
    paragraph('We focus on one thing: industrial real estate in Orange County. Warehouses, manufacturing plants, distribution centers, flex and R&D buildings, cold storage and outdoor storage yards, from Buena Park to San Clemente. Our team has been involved in more than **$64 billion** of industrial transactions and tracks all **9,480** industrial buildings in the county.'),
    h2('What makes us different'),
    bulletList([
      '**Local depth.** We know the buildings, the owners and the deals in every submarket, including the ones that never reach a listing service.',
      '**Senior attention.** Every client works directly with a principal, from the first call to the final signature.',
      '**Data first.** Our quarterly research covers vacancy, rents, absorption and construction in all 19 submarkets.',
      '**Aligned advice.** We tell clients when the right answer is to stay, renew or wait, even when that means no transaction.',
    ]),
    h2('Who we work with'),
    paragraph('Our clients range from family-owned manufacturers with 10,000 SF to national distributors occupying half a million square feet. We represent tenants looking for space, owner-users buying their own buildings, landlords leasing and repositioning property, and investors buying and selling industrial assets.'),
    quote('We measure success by the clients who call us again for their next building.'),
    h2('Licensed and accountable'),
    paragraph(`${brandName} is a licensed California real estate broker, DRE #${dreNumber}. Our office is in the Irvine Business Complex, minutes from John Wayne Airport and central to every Orange County industrial market.`),
  ),
}

export const LEASE_RENEWAL_SUPPORT_PAGE: PageSeed = {
  slug: 'lease-renewal-support',
  title: 'Lease Renewal Support',
  intro: 'Is your industrial lease expiring in the next 24 months? We benchmark your rent, build real alternatives and negotiate your renewal so you do not overpay.',
  seo: { title: 'Industrial Lease Renewal Support | Orange County', description: 'Expert help renewing your Orange County industrial lease: rent benchmarking, relocation alternatives and negotiation. Start 12-24 months out.' },
  body: root(
    paragraph('Renewals are the most common transaction in industrial real estate and the one where tenants most often overpay. Landlords know that moving is expensive and disruptive, and their first proposal reflects it.'),
    paragraph('With Orange County vacancy above 5% for the first time in a decade, tenants have more leverage today than at any time since 2013. Used well, that leverage translates into lower rent, new improvements and better lease terms.'),
    h2('When to start'),
    bulletList(['**Under 25,000 SF:** 9 to 12 months before expiration', '**25,000 to 100,000 SF:** 12 to 18 months before expiration', '**Over 100,000 SF:** 18 to 24 months before expiration']),
    h2('How we help'),
    numberedList([
      'Review your lease for option dates, restoration clauses and expense provisions.',
      'Benchmark your rent against actual recent transactions in your submarket.',
      'Identify and tour alternative buildings that genuinely work for your operation.',
      'Negotiate the renewal with competing proposals in hand.',
      'Review the final amendment with your attorney before you sign.',
    ]),
    h3('What it costs you'),
    paragraph('In most renewals, the landlord pays our fee. You get professional representation, market data and negotiating leverage at no direct cost.'),
  ),
}

export const MARKET_REPORTS_PAGE: PageSeed = {
  slug: 'market-reports',
  title: 'Orange County Industrial Market Reports',
  intro: 'Quarterly data and analysis on vacancy, lease rates, absorption, transactions and construction across Orange County\'s industrial market and all 19 submarkets.',
  seo: { title: 'Orange County Industrial Market Reports', description: 'Quarterly Orange County industrial market reports: vacancy, lease rates, absorption, sales and construction for all 19 submarkets.' },
  body: root(
    paragraph('Our research team tracks every industrial building in Orange County, more than 240 million square feet of warehouse, manufacturing, distribution, flex and R&D space. Each quarter we publish the numbers and what they mean for tenants, owners and investors.'),
    h2('What each report covers'),
    bulletList(['Vacancy and availability, county-wide and by submarket', 'Average asking lease rates and concessions', 'Net absorption and new deliveries', 'Sale and lease transaction counts and square footage', 'Construction pipeline and our four-quarter forecast']),
    h2('Q3 2025 at a glance'),
    paragraph('Vacancy reached **5.22%**, rising at its slowest pace in two years. Asking rents average **$1.53/SF/month NNN**. Tenants and buyers completed **340 transactions** totaling **4.4 million SF**, and only **1.8 million SF** is under construction, the thinnest pipeline in five years.'),
    h2('Custom reports'),
    paragraph('Need data for a specific size range, submarket or property type? We prepare custom market reports for clients planning a renewal, a relocation, an acquisition or a sale. Contact us and we will deliver your report within 24 hours.'),
  ),
}
