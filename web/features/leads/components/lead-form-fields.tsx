import type { ReactNode } from 'react'

const inputClass =
  'mt-1.5 block w-full rounded-md border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none'

type FieldShellProps = {
  id: string
  label: string
  error?: string
  children: ReactNode
  className?: string
}

/** A label, the control and, under it, the field's error message (announced with the field). */
function FieldShell({ id, label, error, children, className = '' }: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

type ControlProps = {
  id: string
  name: string
  label: string
  value: string
  error?: string
  onChange: (value: string) => void
  className?: string
}

const describedBy = (id: string, error?: string) => (error ? `${id}-error` : undefined)
const borderClass = (error?: string) => (error ? 'border-red-600' : 'border-slate-300')

type TextFieldProps = ControlProps & {
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  isRequired?: boolean
  maxLength?: number
}

export function TextField({
  id,
  name,
  label,
  value,
  error,
  onChange,
  className,
  type = 'text',
  autoComplete,
  isRequired = false,
  maxLength,
}: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} className={className}>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} ${borderClass(error)}`}
      />
    </FieldShell>
  )
}

type SelectFieldProps = ControlProps & { options: readonly { value: string; label: string }[]; placeholder: string }

export function SelectField({
  id,
  name,
  label,
  value,
  error,
  onChange,
  className,
  options,
  placeholder,
}: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} className={className}>
      <select
        id={id}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} ${borderClass(error)}`}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  )
}

export function TextAreaField({
  id,
  name,
  label,
  value,
  error,
  onChange,
  className,
  maxLength,
}: ControlProps & { maxLength?: number }) {
  return (
    <FieldShell id={id} label={label} error={error} className={className}>
      <textarea
        id={id}
        name={name}
        rows={4}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} ${borderClass(error)}`}
      />
    </FieldShell>
  )
}
