import type { ReactNode } from 'react'

type ResultFigureProps = {
  label: string
  value: string
  /** How the figure is worked out, in a few words. */
  note?: ReactNode
}

/** One headline figure of a results panel (inside a `<dl>`). */
export function ResultFigure({ label, value, note }: ResultFigureProps) {
  return (
    <div className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums">{value}</dd>
      {note ? <dd className="mt-1 text-xs text-slate-600">{note}</dd> : null}
    </div>
  )
}

/** A secondary figure: label and value on one line (inside a `<dl>`). */
export function ResultLine({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-sm font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  )
}

/** Shown in place of results while a field holds a value the math cannot use. */
export function ResultsUnavailable({ count }: { count: number }) {
  return (
    <p className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      {count === 1 ? 'One field needs' : `${count} fields need`} a fix before the results can update. The message
      under each marked field says what to change.
    </p>
  )
}
