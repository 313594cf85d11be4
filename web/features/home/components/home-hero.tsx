import { ButtonLink } from '../../../components/ui/button-link'
import { paths } from '../../../config/paths'
import { HeroIllustration } from './hero-illustration'

type Figure = { label: string; value: string; unit?: string }

type HomeHeroProps = {
  brandName: string
  /** e.g. "industrial real estate". */
  productNoun: string
  dreNumber?: string | null
  /** The latest quarter at a glance, shown beside the illustration. */
  glance: { quarter: string; figures: Figure[] }
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-accent-400" fill="currentColor">
      <path
        fillRule="evenodd"
        d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3a1 1 0 0 0-1.4-1.4L9 10.6 7.7 9.3a1 1 0 0 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4-4Z"
        clipRule="evenodd"
      />
    </svg>
  )
}

/** The home page's opening: the page's h1, who it is for, two calls to action and trust facts. */
export function HomeHero({ brandName, productNoun, dreNumber, glance }: HomeHeroProps) {
  const trustFacts = [
    dreNumber ? `Licensed broker, DRE #${dreNumber}` : null,
    'A reply within 2 hours on business days',
    'Your free market analysis within 24 hours',
    'All 19 Orange County submarkets covered',
  ].filter((fact): fact is string => fact !== null)

  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden bg-brand-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgba(174,205,233,0.07)_1px,transparent_1px),linear-gradient(to_bottom,rgba(174,205,233,0.07)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_top_right,black_30%,transparent_75%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_85%_10%,rgba(240,161,43,0.14),transparent_45%),radial-gradient(circle_at_0%_100%,rgba(47,111,168,0.35),transparent_50%)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-12 lg:py-28">
        <div className="lg:col-span-7">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-accent-400 ring-1 ring-white/15">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-accent-400" />
            Tenant, landlord and investment brokerage
          </p>
          <h1 id="hero-heading" className="mt-6 text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-5xl lg:text-[2.75rem] xl:text-[3.5rem]">
            Orange County {productNoun}, backed by data on <span className="text-accent-400">every building</span>.
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-200 sm:text-xl">
            Tenants, landlords, investors and owner-users rely on {brandName} to lease, buy and sell warehouse,
            manufacturing and distribution space at the right price and on the right terms.
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-4">
            <ButtonLink to={paths.contact()} className="px-6 py-3.5 text-base">
              Get a Free Market Analysis
            </ButtonLink>
            <ButtonLink to={paths.marketReports()} variant="secondary" className="px-6 py-3.5 text-base">
              View Market Reports
            </ButtonLink>
          </div>
          <ul className="mt-10 grid gap-3 text-sm text-slate-200 sm:grid-cols-2">
            {trustFacts.map((fact) => (
              <li key={fact} className="flex gap-2">
                <CheckIcon />
                {fact}
              </li>
            ))}
          </ul>
        </div>

        <div className="relative mx-auto hidden w-full max-w-md md:block lg:col-span-5 lg:max-w-none">
          <HeroIllustration />
          <div className="relative mt-4 w-72 rounded-xl bg-white/95 p-5 text-slate-900 shadow-2xl ring-1 ring-slate-900/5 xl:absolute xl:-bottom-4 xl:-left-6 xl:mt-0">
            <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">{glance.quarter} county snapshot</p>
            <dl className="mt-3 grid grid-cols-2 gap-4">
              {glance.figures.map((figure) => (
                <div key={figure.label}>
                  <dt className="text-xs text-slate-600">{figure.label}</dt>
                  <dd className="mt-0.5 text-xl font-bold tracking-tight">
                    {figure.value}
                    {figure.unit ? <span className="ml-0.5 text-xs font-semibold text-slate-600">{figure.unit}</span> : null}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </div>
    </section>
  )
}
