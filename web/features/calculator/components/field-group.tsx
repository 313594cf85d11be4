import type { ReactNode } from 'react'

import type { CalculatorDrafts } from '../lib/form-values'
import type { CalculatorField } from './field-specs'

import { fieldSpecs } from './field-specs'
import { NumberField } from './number-field'

type FieldGroupProps = {
  legend: string
  /** A sentence under the legend. */
  description?: ReactNode
  fields: CalculatorField[]
  drafts: CalculatorDrafts
  errors: Map<CalculatorField, string>
  onChange: (name: CalculatorField, text: string) => void
  onBlur: (name: CalculatorField) => void
}

/** A titled set of calculator inputs, two to a row from small screens up. */
export function FieldGroup({ legend, description, fields, drafts, errors, onChange, onBlur }: FieldGroupProps) {
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <legend className="float-left w-full text-base font-semibold text-slate-900">{legend}</legend>
      {description ? <p className="clear-left pt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="clear-left grid gap-x-5 gap-y-5 pt-4 sm:grid-cols-2">
        {fields.map((name) => (
          <NumberField
            key={name}
            spec={fieldSpecs[name]}
            value={drafts[name]}
            error={errors.get(name)}
            onChange={(text) => onChange(name, text)}
            onBlur={() => onBlur(name)}
          />
        ))}
      </div>
    </fieldset>
  )
}
