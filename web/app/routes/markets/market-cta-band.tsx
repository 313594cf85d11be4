import { ButtonLink } from '../../../components/ui/button-link'
import { paths } from '../../../config/paths'

type MarketCtaBandProps = { id: string; title: string; text: string }

/** The closing call to action of the market pages: talk to a broker, or read the quarterly reports. */
export function MarketCtaBand({ id, title, text }: MarketCtaBandProps) {
  return (
    <section aria-labelledby={id} className="bg-brand-900">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-14 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={id} className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-lg text-slate-200">{text}</p>
        </div>
        <div className="flex flex-wrap gap-4">
          <ButtonLink to={paths.contact()}>Get a Free Market Analysis</ButtonLink>
          <ButtonLink to={paths.marketReports()} variant="secondary">
            View Market Reports
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}
