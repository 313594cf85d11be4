import { ButtonLink } from '../../../components/ui/button-link'
import { paths } from '../../../config/paths'

/** The disclaimer every figure on the page sits under, and the way to real numbers. */
export function CalculatorCta() {
  return (
    <section aria-labelledby="underwriting-heading" className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-14 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="underwriting-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Underwriting a real building?
          </h2>
          <p className="mt-3 text-lg text-slate-200">
            We price Orange County industrial deals every week: actual rents and expenses, current loan quotes,
            comparable sales and the lease terms that move value.
          </p>
        </div>
        <ButtonLink to={paths.contact()} className="shrink-0">
          Get a professional underwriting
        </ButtonLink>
      </div>
    </section>
  )
}

/** Estimates, not advice: said once, under the calculator. */
export function CalculatorDisclaimer() {
  return (
    <p className="mx-auto max-w-7xl px-4 py-8 text-sm text-slate-600 sm:px-6">
      These figures are estimates for discussion, not financial, tax, legal or lending advice. Loan terms, taxes,
      insurance and operating costs vary by property and lender; confirm them before you decide.
    </p>
  )
}
