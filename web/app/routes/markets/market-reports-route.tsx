import { RichText } from '../../../components/rich-text'
import { Seo } from '../../../components/seo'
import { PageHeader } from '../../../components/ui/page-header'
import { SectionHeading } from '../../../components/ui/section-heading'
import { paths } from '../../../config/paths'
import { LeadForm } from '../../../features/leads/components/lead-form'
import { usePage } from '../../../features/pages/api/get-page'
import { useSiteSettings } from '../../../features/site-settings/api/get-site-settings'
import { mediaToSeoImage } from '../../../lib/structured-data'
import { useSiteUrl } from '../../site-url'
import { QuarterlyReports } from './quarterly-reports'
import { titleCase, withBrand } from './seo-text'

const FORM_ID = 'report-request'

export default function MarketReportsRoute() {
  const siteUrl = useSiteUrl()
  const { data: settings } = useSiteSettings()
  const { data: page } = usePage('market-reports')
  const product = settings?.productNoun ?? 'industrial real estate'
  const title = page?.title ?? `Orange County ${titleCase(product)} Market Reports`
  const intro =
    page?.intro ??
    `Quarterly data and analysis on vacancy, lease rates, absorption and transactions across Orange County ${product}.`
  return (
    <>
      <Seo
        title={page?.seo?.title ?? withBrand({ title, brand: settings?.brandName })}
        description={page?.seo?.description ?? intro}
        path={paths.marketReports()}
        siteUrl={siteUrl}
        settings={settings}
        image={mediaToSeoImage(page?.seo?.image)}
        breadcrumbs={[
          { name: 'Markets', path: paths.markets() },
          { name: 'Market Reports', path: paths.marketReports() },
        ]}
      />
      <PageHeader eyebrow="Market reports" title={title} intro={intro}>
        {/* A plain in-page link: it scrolls to the form with or without JavaScript. */}
        <a
          href={`#${FORM_ID}`}
          className="inline-flex items-center justify-center rounded-md bg-accent-500 px-5 py-3 text-sm font-semibold text-brand-950 shadow-sm transition hover:bg-accent-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
        >
          Get the Full Quarterly Report
        </a>
      </PageHeader>
      <QuarterlyReports />
      <section aria-labelledby="about-reports-heading" className="border-t border-slate-200 bg-slate-50">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2">
          <div>
            <SectionHeading id="about-reports-heading" eyebrow="Our research" title="About our market reports" />
            <RichText data={page?.body} productSlug={settings?.productSlug} className="mt-6" />
          </div>
          <div id={FORM_ID} className="scroll-mt-24 lg:sticky lg:top-24 lg:self-start">
            <LeadForm
              source="market_report"
              page="market-reports"
              title="Get the Full Quarterly Report"
              description="The full report adds submarket tables, notable lease and sale transactions, the construction pipeline and our forecast. Tell us where to send it."
              submitLabel="Send Me the Report"
            />
          </div>
        </div>
      </section>
    </>
  )
}
