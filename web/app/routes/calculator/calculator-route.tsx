import { Seo } from '../../../components/seo'
import { PageHeader } from '../../../components/ui/page-header'
import { paths } from '../../../config/paths'
import { Calculator } from '../../../features/calculator/components/calculator'
import { CalculatorCta, CalculatorDisclaimer } from '../../../features/calculator/components/calculator-cta'
import { useSiteSettings } from '../../../features/site-settings/api/get-site-settings'
import { useSiteUrl } from '../../site-url'

const jumpLinkClass =
  'inline-flex items-center gap-2 rounded-md bg-white/10 px-4 py-2.5 text-sm font-semibold text-white ring-1 ring-white/40 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'

export default function CalculatorRoute() {
  const siteUrl = useSiteUrl()
  const { data: settings } = useSiteSettings()
  return (
    <>
      <Seo
        title="Investment Calculator: Cap Rate, DSCR and Lease vs. Buy"
        description="Estimate NOI, cap rate, debt service, DSCR and cash-on-cash return for an Orange County industrial building, and compare leasing with buying month by month."
        path={paths.calculator()}
        siteUrl={siteUrl}
        settings={settings}
        breadcrumbs={[{ name: 'Investment Calculator', path: paths.calculator() }]}
      />
      <PageHeader
        eyebrow="Investment Calculator"
        title="Run the numbers on an Orange County industrial building"
        intro="Income, cap rate, debt coverage and cash-on-cash return for an investment, then the monthly cost of leasing against owning. It opens on a typical 20,000 SF building: change any figure."
      >
        <nav aria-label="Calculator sections" className="flex flex-wrap gap-3">
          <a href="#investment-analysis" className={jumpLinkClass}>
            Investment Analysis
          </a>
          <a href="#lease-vs-buy" className={jumpLinkClass}>
            Lease vs. Buy
          </a>
        </nav>
      </PageHeader>
      <Calculator />
      <CalculatorDisclaimer />
      <CalculatorCta />
    </>
  )
}
