import type { CalculatorValues } from '../lib/url-state'

import { formatCurrency, formatPercent } from '../lib/format'

/** A field's number for a sentence, or a dash while the field holds none. */
function shown(value: number, format: (value: number) => string): string {
  return Number.isFinite(value) ? format(value) : '–'
}

/** The price and loan the comparison uses, entered in the investment analysis above it. */
export function FinancingSummary({ values }: { values: CalculatorValues }) {
  const price = <strong className="font-semibold text-slate-900">{shown(values.purchasePrice, formatCurrency)}</strong>
  return (
    <p className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm leading-relaxed text-slate-700">
      {values.loanToValuePercent === 0 ? (
        <>Buying for {price} in cash. </>
      ) : (
        <>
          Buying for {price} with {shown(values.loanToValuePercent, formatPercent)} financed at{' '}
          {shown(values.interestRatePercent, formatPercent)} over {shown(values.amortizationYears, String)} years.{' '}
        </>
      )}
      <a
        href="#investment-analysis"
        className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        Change the price and financing
      </a>
    </p>
  )
}
