import type { PublicSection } from '../../../../cms/endpoints/homepage/serialize'
import { paths } from '../../../config/paths'
import { CtaLink } from './cta-link'

type Stat = { value: string; label: string; description?: string | null }
type Button = { text: string; link: string; style?: 'primary' | 'secondary' | null }

/** What the section shows until `market_analysis_cta` content replaces it (SPEC.md section 2). */
export const DEFAULT_MARKET_REPORT_CTA = {
  title: 'Get the Orange County Industrial Market Report',
  subtitle: 'Vacancy, rents, absorption and deal volume for every submarket, every quarter',
  description:
    'Read the latest figures with our brokers’ commentary, or ask for an analysis of your own building or requirement.',
  stats: [
    { value: '19', label: 'Submarkets tracked' },
    { value: '240M+ SF', label: 'Industrial market covered' },
    { value: '24 hrs', label: 'To your custom analysis' },
  ] satisfies Stat[],
  buttons: [
    { text: 'View Market Reports', link: paths.marketReports(), style: 'primary' },
    { text: 'Request a Free Analysis', link: paths.contact(), style: 'secondary' },
  ] satisfies Button[],
  footerText: 'No cost and no obligation. We respond within 2 hours during business hours.',
}

/** The closing call to action: each field of the fetched section replaces its default when present. */
export function MarketReportCta({ section }: { section?: PublicSection | null }) {
  const content = section?.content
  const title = section?.title ?? DEFAULT_MARKET_REPORT_CTA.title
  const subtitle = section?.subtitle ?? DEFAULT_MARKET_REPORT_CTA.subtitle
  const description = section?.description ?? DEFAULT_MARKET_REPORT_CTA.description
  const stats: Stat[] = content?.stats.length ? content.stats : DEFAULT_MARKET_REPORT_CTA.stats
  const buttons: Button[] = content?.cta_buttons.length ? content.cta_buttons : DEFAULT_MARKET_REPORT_CTA.buttons
  const footerText = content?.footer_text ?? DEFAULT_MARKET_REPORT_CTA.footerText

  return (
    <section aria-labelledby="market-report-cta-heading" className="relative isolate overflow-hidden bg-brand-900 py-16 text-white sm:py-24">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_15%_0%,rgba(240,161,43,0.2),transparent_45%),radial-gradient(circle_at_100%_100%,rgba(47,111,168,0.45),transparent_55%)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-12">
        <div className="lg:col-span-7">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">Market Reports &amp; Analysis</p>
          <h2 id="market-report-cta-heading" className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-xl font-medium text-white">{subtitle}</p>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-200">{description}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-4">
            {buttons.map((button, index) => (
              <CtaLink key={`${index}-${button.link}`} link={button.link} variant={button.style ?? 'primary'}>
                {button.text}
              </CtaLink>
            ))}
          </div>
          {footerText ? <p className="mt-6 text-sm text-slate-200">{footerText}</p> : null}
        </div>
        <dl className="grid gap-4 sm:grid-cols-3 lg:col-span-5 lg:grid-cols-1">
          {stats.map((stat, index) => (
            <div key={`${index}-${stat.label}`} className="flex flex-col-reverse rounded-xl bg-white/5 p-5 ring-1 ring-white/15">
              <dt className="mt-1 text-sm font-medium text-slate-200">
                {stat.label}
                {stat.description ? <span className="mt-1 block font-normal text-slate-200">{stat.description}</span> : null}
              </dt>
              <dd className="text-3xl font-bold tracking-tight text-accent-400">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
