import type { CalculatorField } from './field-specs'

import { SectionHeading } from '../../../components/ui/section-heading'
import { paths } from '../../../config/paths'
import { valuesFromDrafts } from '../lib/form-values'
import { analyzeInvestment, validateInvestmentInput } from '../lib/investment'
import { compareLeaseVsBuy, validateLeaseVsBuyInput } from '../lib/lease-vs-buy'
import { CalculatorToolbar } from './calculator-toolbar'
import { FieldGroup } from './field-group'
import { FinancingSummary } from './financing-summary'
import { InvestmentResults } from './investment-results'
import { LeaseVsBuyResults } from './lease-vs-buy-results'
import { useCalculatorForm } from './use-calculator-form'

/** The investment analysis and the lease-versus-buy comparison, computed on every render from the fields. */
export function Calculator() {
  const { drafts, setField, tidyField, flush, reset, copyLink } = useCalculatorForm()
  const values = valuesFromDrafts(drafts)
  const investmentErrors = validateInvestmentInput(values)
  const leaseErrors = validateLeaseVsBuyInput(values)
  const investment = investmentErrors.length === 0 ? analyzeInvestment(values) : null
  const lease = leaseErrors.length === 0 ? compareLeaseVsBuy(values) : null
  // Both tools check the shared price and loan fields the same way; one message per field is enough.
  const errors = new Map<CalculatorField, string>()
  for (const { field, message } of [...investmentErrors, ...leaseErrors]) {
    if (!errors.has(field)) errors.set(field, message)
  }
  const groupProps = { drafts, errors, onChange: setField, onBlur: tidyField }

  return (
    <form
      method="get"
      action={paths.calculator()}
      noValidate
      onSubmit={(event) => {
        // With JavaScript the results are already live: Enter only brings the address up to date.
        event.preventDefault()
        flush()
      }}
    >
      <div className="mx-auto max-w-7xl px-4 pt-10 sm:px-6">
        <CalculatorToolbar onCopyLink={() => void copyLink()} onReset={reset} />
      </div>

      <section aria-labelledby="investment-analysis" className="py-12 sm:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="investment-analysis"
            eyebrow="Income property"
            title="Investment Analysis"
            description="Net operating income, cap rate, debt service, coverage and cash-on-cash return for a building you buy and lease out."
          />
          <div className="mt-8 grid items-start gap-6 lg:grid-cols-12">
            <div className="space-y-6 lg:col-span-7">
              <FieldGroup
                legend="Price and income"
                fields={['purchasePrice', 'grossAnnualIncome', 'vacancyRatePercent', 'annualOperatingExpenses', 'closingCosts']}
                {...groupProps}
              />
              <FieldGroup
                legend="Financing"
                description="Also used by the lease-versus-buy comparison below."
                fields={['loanToValuePercent', 'interestRatePercent', 'amortizationYears']}
                {...groupProps}
              />
            </div>
            <div className="lg:col-span-5">
              <InvestmentResults result={investment} errorCount={investmentErrors.length} />
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="lease-vs-buy" className="border-t border-slate-200 bg-slate-50 py-12 sm:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="lease-vs-buy"
            eyebrow="Owner-users"
            title="Lease vs. Buy"
            description="What a building costs you each month to lease, against what it costs to own with the price and financing above."
          />
          <div className="mt-8 grid items-start gap-6 lg:grid-cols-12">
            <div className="space-y-6 lg:col-span-7">
              <FinancingSummary values={values} />
              <FieldGroup
                legend="Space and lease"
                fields={['squareFeet', 'leaseRatePerSfMonthly', 'annualEscalationPercent']}
                {...groupProps}
              />
              <FieldGroup
                legend="Owning costs"
                fields={['propertyTaxRatePercent', 'monthlyInsurance', 'monthlyMaintenanceReserves', 'comparisonYears']}
                {...groupProps}
              />
            </div>
            <div className="lg:col-span-5">
              <LeaseVsBuyResults result={lease} values={values} errorCount={leaseErrors.length} />
            </div>
          </div>
        </div>
      </section>
    </form>
  )
}
