import type { FieldSpec } from './field-specs'

type NumberFieldProps = {
  spec: FieldSpec
  value: string
  error?: string
  onChange: (value: string) => void
  onBlur: () => void
}

/**
 * A labelled numeric input with its unit drawn beside it. Text rather than type="number": it keeps
 * what was typed ("7,200,000", "6.") and still opens the decimal keypad on phones.
 */
export function NumberField({ spec, value, error, onChange, onBlur }: NumberFieldProps) {
  const id = `calc-${spec.name}`
  const hintId = spec.hint ? `${id}-hint` : null
  const errorId = error ? `${id}-error` : null
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {spec.label}
        <span className="sr-only">, in {spec.unitLabel}</span>
      </label>
      <div
        className={`mt-1.5 flex items-center rounded-md border bg-white shadow-sm transition focus-within:ring-2 ${
          error ? 'border-red-600 focus-within:ring-red-600' : 'border-slate-500 focus-within:border-brand-600 focus-within:ring-brand-600'
        }`}
      >
        {spec.prefix ? (
          <span aria-hidden="true" className="pl-3 text-slate-600 select-none">
            {spec.prefix}
          </span>
        ) : null}
        <input
          id={id}
          name={spec.queryKey}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`w-full min-w-0 flex-1 rounded-md border-0 bg-transparent py-2.5 text-base text-slate-900 tabular-nums outline-none ${
            spec.prefix ? 'pl-1.5' : 'pl-3'
          } ${spec.suffix ? 'pr-1.5' : 'pr-3'}`}
        />
        {spec.suffix ? (
          <span aria-hidden="true" className="pr-3 text-sm whitespace-nowrap text-slate-600 select-none">
            {spec.suffix}
          </span>
        ) : null}
      </div>
      {spec.hint ? (
        <p id={hintId ?? undefined} className="mt-1.5 text-sm text-slate-600">
          {spec.hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId ?? undefined} className="mt-1.5 flex gap-1.5 text-sm font-medium text-red-700">
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0">
            <path
              fillRule="evenodd"
              d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
              clipRule="evenodd"
            />
          </svg>
          {error}
        </p>
      ) : null}
    </div>
  )
}
