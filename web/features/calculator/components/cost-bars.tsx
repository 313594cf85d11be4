import { formatCurrency } from '../lib/format'

export type CostPart = { label: string; amount: number; colorClass: string }

type CostBarsProps = {
  lease: CostPart
  /** The parts of owning, stacked in one bar. */
  ownership: CostPart[]
}

/**
 * The two monthly costs as horizontal bars on one scale, owning split into its parts. Drawn for the
 * eye only: the same figures are in the text beside it.
 */
export function CostBars({ lease, ownership }: CostBarsProps) {
  const ownershipTotal = ownership.reduce((sum, part) => sum + part.amount, 0)
  const scale = Math.max(lease.amount, ownershipTotal, 1)
  const width = (amount: number) => `${(Math.max(amount, 0) / scale) * 100}%`
  return (
    <div aria-hidden="true" className="space-y-3">
      <div>
        <div className="flex justify-between text-xs font-medium text-slate-600">
          <span>Leasing</span>
          <span className="tabular-nums">{formatCurrency(lease.amount)}</span>
        </div>
        <div className="mt-1 h-4 overflow-hidden rounded bg-slate-100">
          <div className={`h-full rounded ${lease.colorClass}`} style={{ width: width(lease.amount) }} />
        </div>
      </div>
      <div>
        <div className="flex justify-between text-xs font-medium text-slate-600">
          <span>Owning</span>
          <span className="tabular-nums">{formatCurrency(ownershipTotal)}</span>
        </div>
        <div className="mt-1 flex h-4 overflow-hidden rounded bg-slate-100">
          {ownership.map((part) => (
            <div key={part.label} className={`h-full ${part.colorClass}`} style={{ width: width(part.amount) }} />
          ))}
        </div>
      </div>
    </div>
  )
}
