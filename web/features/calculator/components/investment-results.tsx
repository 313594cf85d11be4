import type { InvestmentResult } from '../lib/investment'
import type { CoverageLevel } from '../lib/readings'

import { formatCurrency, formatMultiple, formatPercent } from '../lib/format'
import { describeDebtCoverage } from '../lib/readings'
import { ResultFigure, ResultLine, ResultsUnavailable } from './result-figure'

const badges: Record<CoverageLevel, { label: string; className: string }> = {
  none: { label: 'No loan', className: 'bg-slate-200 text-slate-900' },
  short: { label: 'Below 1.00x', className: 'bg-red-100 text-red-900' },
  thin: { label: 'Below lender target', className: 'bg-accent-400 text-brand-950' },
  meets: { label: 'Meets lender target', className: 'bg-emerald-100 text-emerald-900' },
}

type InvestmentResultsProps = {
  /** `null` while a field is invalid. */
  result: InvestmentResult | null
  errorCount: number
}

/** Income, return and financing figures; a polite live region, so changes are read out as they happen. */
export function InvestmentResults({ result, errorCount }: InvestmentResultsProps) {
  const coverage = result ? describeDebtCoverage(result.debtServiceCoverageRatio) : null
  const badge = coverage ? badges[coverage.level] : null
  return (
    <section aria-labelledby="investment-results-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 id="investment-results-heading" className="text-lg font-semibold text-slate-900">
        Investment results
      </h3>
      <div aria-live="polite" className="mt-4">
        {result && coverage && badge ? (
          <>
            <dl className="grid gap-3 sm:grid-cols-2">
              <ResultFigure
                label="Net operating income (NOI)"
                value={formatCurrency(result.netOperatingIncome)}
                note="Income after vacancy and expenses, per year"
              />
              <ResultFigure label="Cap rate" value={formatPercent(result.capRatePercent)} note="NOI ÷ purchase price" />
              <ResultFigure
                label="Annual debt service"
                value={formatCurrency(result.annualDebtService)}
                note={`${formatCurrency(result.monthlyDebtService)} a month`}
              />
              <ResultFigure
                label="Debt service coverage (DSCR)"
                value={result.debtServiceCoverageRatio === null ? 'n/a' : formatMultiple(result.debtServiceCoverageRatio)}
                note="NOI ÷ annual debt service"
              />
              <ResultFigure
                label="Cash-on-cash return"
                value={result.cashOnCashReturnPercent === null ? 'n/a' : formatPercent(result.cashOnCashReturnPercent)}
                note="Cash flow after debt service ÷ cash required"
              />
              <ResultFigure
                label="Cash required"
                value={formatCurrency(result.cashInvested)}
                note="Down payment plus closing costs"
              />
            </dl>
            <div className="mt-4 flex flex-col gap-2 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-start sm:gap-3">
              <span className={`inline-flex w-fit shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge.className}`}>
                {badge.label}
              </span>
              <p className="text-sm text-slate-700">{coverage.text}</p>
            </div>
            <dl className="mt-4 divide-y divide-slate-200 border-t border-slate-200">
              <ResultLine label="Effective gross income" value={formatCurrency(result.effectiveGrossIncome)} />
              <ResultLine label="Loan amount" value={formatCurrency(result.loanAmount)} />
              <ResultLine label="Down payment" value={formatCurrency(result.downPayment)} />
              <ResultLine label="Annual cash flow after debt service" value={formatCurrency(result.annualCashFlow)} />
            </dl>
          </>
        ) : (
          <ResultsUnavailable count={errorCount} />
        )}
      </div>
    </section>
  )
}
