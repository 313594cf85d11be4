import type { LeaseVsBuyResult } from '../lib/lease-vs-buy'
import type { CalculatorValues } from '../lib/url-state'
import type { CostPart } from './cost-bars'

import { formatSquareFeet } from '../../../lib/format'
import { formatCurrency } from '../lib/format'
import { describeMonthlyDifference } from '../lib/readings'
import { CostBars } from './cost-bars'
import { LeaseVsBuyYears } from './lease-vs-buy-years'
import { ResultFigure, ResultLine, ResultsUnavailable } from './result-figure'

type LeaseVsBuyResultsProps = {
  /** `null` while a field is invalid. */
  result: LeaseVsBuyResult | null
  values: CalculatorValues
  errorCount: number
}

function ownershipParts({ result, values }: { result: LeaseVsBuyResult; values: CalculatorValues }): CostPart[] {
  return [
    { label: 'Debt service', amount: result.monthlyDebtService, colorClass: 'bg-brand-900' },
    { label: 'Property tax', amount: result.monthlyPropertyTax, colorClass: 'bg-brand-600' },
    { label: 'Insurance', amount: values.monthlyInsurance, colorClass: 'bg-brand-200' },
    { label: 'Maintenance and reserves', amount: values.monthlyMaintenanceReserves, colorClass: 'bg-slate-400' },
  ]
}

/** The first month's cost of each option, what owning is made of, and the totals over the period. */
export function LeaseVsBuyResults({ result, values, errorCount }: LeaseVsBuyResultsProps) {
  const parts = result ? ownershipParts({ result, values }) : []
  const last = result?.years.at(-1)
  return (
    <section aria-labelledby="lease-vs-buy-results-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 id="lease-vs-buy-results-heading" className="text-lg font-semibold text-slate-900">
        Monthly cost, first year
      </h3>
      <div aria-live="polite" className="mt-4">
        {result ? (
          <>
            <p className="rounded-lg bg-brand-900 p-4 font-semibold text-white">
              {describeMonthlyDifference(result.monthlyDifference)}
            </p>
            <div className="mt-5">
              <CostBars lease={{ label: 'Rent', amount: result.monthlyLeaseCost, colorClass: 'bg-accent-500' }} ownership={parts} />
            </div>
            <dl className="mt-5 grid gap-3 sm:grid-cols-2">
              <ResultFigure
                label="Monthly lease cost"
                value={formatCurrency(result.monthlyLeaseCost)}
                note={`${formatSquareFeet(values.squareFeet)} at ${formatCurrency(values.leaseRatePerSfMonthly)} per SF`}
              />
              <ResultFigure
                label="Monthly ownership cost"
                value={formatCurrency(result.monthlyOwnershipCost)}
                note="Debt service, tax, insurance and reserves"
              />
            </dl>
            <dl className="mt-4 divide-y divide-slate-200 border-t border-slate-200">
              {parts.map((part) => (
                <div key={part.label} className="flex items-baseline justify-between gap-4 py-2.5">
                  <dt className="flex items-center gap-2 text-sm text-slate-600">
                    <span aria-hidden="true" className={`size-2.5 rounded-sm ${part.colorClass}`} />
                    {part.label}
                  </dt>
                  <dd className="text-sm font-semibold text-slate-900 tabular-nums">{formatCurrency(part.amount)}</dd>
                </div>
              ))}
            </dl>
            {last ? (
              <>
                <h4 className="mt-6 text-sm font-semibold text-slate-900">
                  Over {last.year} {last.year === 1 ? 'year' : 'years'}
                </h4>
                <dl className="mt-1 divide-y divide-slate-200">
                  <ResultLine label="Leasing, with escalations" value={formatCurrency(last.cumulativeLeaseCost)} />
                  <ResultLine label="Owning, with tax growth" value={formatCurrency(last.cumulativeOwnershipCost)} />
                  <ResultLine
                    label={last.cumulativeDifference >= 0 ? 'Owning saves' : 'Leasing saves'}
                    value={formatCurrency(Math.abs(last.cumulativeDifference))}
                  />
                </dl>
              </>
            ) : null}
          </>
        ) : (
          <ResultsUnavailable count={errorCount} />
        )}
      </div>
      {result ? <LeaseVsBuyYears years={result.years} /> : null}
      <p className="mt-4 text-xs leading-relaxed text-slate-600">
        Compares what each option costs to occupy. The down payment, loan paydown, appreciation and tax
        deductions are not counted.
      </p>
    </section>
  )
}
