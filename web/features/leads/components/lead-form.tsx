import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react'

import { PROPERTY_TYPE_OPTIONS, SQUARE_FOOTAGE_OPTIONS, TIMELINE_OPTIONS } from '../../../../cms/shared/lead-options'
import { LEAD_FIELD_LIMITS } from '../../../../cms/shared/lead-limits'
import type { LeadInput } from '../../../../cms/shared/lead-schema'
import { toast } from '../../../components/ui/toast-store'
import { trackLeadConversion } from '../../../lib/analytics/lead-conversion'
import { useSiteSettings } from '../../site-settings/api/get-site-settings'
import { captureLead, LeadRejectedError } from '../api/capture-lead'
import { readUtm } from '../lib/utm'
import { SelectField, TextAreaField, TextField } from './lead-form-fields'
import { LeadFormFailure } from './lead-form-failure'

export type LeadFormProps = {
  /** Where the lead came from, e.g. 'main_form', 'property_inquiry', 'market_report', 'contact_page'. */
  source: string
  /** The page it was sent from, e.g. 'home' or '/properties/12'. */
  page: string
  /** The form's heading (an h2); the form is labelled by it. */
  title: string
  description?: string
  submitLabel?: string
  /** Pre-filled message, e.g. "I'd like more information about 123 Main St." */
  defaultMessage?: string
  /** Sits on a dark section: a stronger card shadow. */
  isInverted?: boolean
}

const FIELDS = [
  'name',
  'email',
  'phone',
  'company',
  'propertyType',
  'squareFootage',
  'timeline',
  'message',
  'website',
] as const
type FieldName = (typeof FIELDS)[number]
type Values = Record<FieldName, string>
type Errors = Partial<Record<FieldName, string>>

const emptyValues = (message: string): Values => ({
  name: '',
  email: '',
  phone: '',
  company: '',
  propertyType: '',
  squareFootage: '',
  timeline: '',
  message,
  website: '',
})

/**
 * The validation rules (and their library) load when the visitor first touches a form, not with the
 * page: most visitors never send one. Submitting before they arrive simply waits for them.
 */
const loadLeadSchema = () => import('../../../../cms/shared/lead-schema').then((module) => module.leadSchema)

const isField = (field: unknown): field is FieldName => FIELDS.includes(field as FieldName)

function firstErrorPerField(problems: { field: string; message: string }[]): Errors {
  const errors: Errors = {}
  for (const { field, message } of problems) if (isField(field) && !errors[field]) errors[field] = message
  return errors
}

/**
 * A lead form (SPEC.md sections 3, 5, 8): checked with the server's own rules, sent with its source,
 * page, time and the visit's campaign values, and retried when the network or server fails. The
 * visitor always learns the outcome, and nothing typed is lost until the lead is received.
 */
export function LeadForm({
  source,
  page,
  title,
  description,
  submitLabel = 'Send Request',
  defaultMessage = '',
  isInverted = false,
}: LeadFormProps) {
  const id = useId()
  const fieldId = (field: FieldName) => `${id}-${field}`
  const [values, setValues] = useState<Values>(() => emptyValues(defaultMessage))
  const [errors, setErrors] = useState<Errors>({})
  const [isSending, setIsSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const idempotencyKey = useRef<string | null>(null)
  const isBusy = useRef(false)
  const { data: settings } = useSiteSettings()
  const formRef = useRef<HTMLFormElement>(null)

  // What the visitor typed into the server's HTML before this form hydrated is in the fields, not in
  // the state: take it over before anything renders the fields again (which would clear them).
  useLayoutEffect(() => {
    const form = formRef.current
    if (!form) return
    const typed: Partial<Values> = {}
    for (const field of FIELDS) {
      const element = form.elements.namedItem(field)
      if (element && 'value' in element && typeof element.value === 'string') typed[field] = element.value
    }
    setValues((current) => (FIELDS.some((field) => typed[field] !== undefined && typed[field] !== current[field]) ? { ...current, ...typed } : current))
    // Once, when the form first appears.
  }, [])

  const setValue = (field: FieldName) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
    // Changed details make a new lead; an unchanged one keeps its key, so a resend is stored once.
    idempotencyKey.current = null
  }

  const showErrors = (next: Errors) => {
    setErrors(next)
    const first = FIELDS.find((field) => next[field])
    if (first) document.getElementById(fieldId(first))?.focus()
  }

  /** Rules the browser could not load (offline, or a new version of the site): the server checks alone. */
  const check = async (lead: Record<string, string | undefined>) => {
    const leadSchema = await loadLeadSchema().catch(() => null)
    if (!leadSchema) return { success: true as const, data: lead as LeadInput }
    return leadSchema.safeParse(lead)
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // A ref, not the state: a second submit while the rules load must not send the lead twice.
    if (isBusy.current) return
    isBusy.current = true
    try {
      await submit()
    } finally {
      isBusy.current = false
    }
  }

  const submit = async () => {
    const checked = await check({ ...values, source, page, timestamp: new Date().toISOString(), ...readUtm() })
    if (!checked.success) {
      showErrors(
        firstErrorPerField(
          checked.error.issues.map((issue) => ({ field: String(issue.path[0]), message: issue.message })),
        ),
      )
      return
    }
    setErrors({})
    setFailure(null)
    setIsSending(true)
    idempotencyKey.current ??= crypto.randomUUID()
    try {
      const reply = await captureLead({ lead: checked.data, idempotencyKey: idempotencyKey.current })
      if (reply.queued) {
        // Saved on this device, not yet received: the conversion is counted when it is delivered.
        toast({
          title: `You are offline, ${checked.data.name}: your request is saved.`,
          description: 'It will be sent automatically when your connection returns.',
        })
      } else {
        trackLeadConversion({ source, page })
        toast({
          title: `Thank you ${checked.data.name}! We will contact you within ${reply.responseTimeTarget} during business hours.`,
        })
      }
      setValues(emptyValues(defaultMessage))
      idempotencyKey.current = null
    } catch (error) {
      if (error instanceof LeadRejectedError && error.problems.length > 0) {
        showErrors(firstErrorPerField(error.problems))
      } else {
        console.error('Lead not sent', error)
        const reason = error instanceof LeadRejectedError ? error.message : 'We could not reach our server.'
        setFailure(reason)
        toast({
          title: 'Your request was not sent',
          description: 'Please try again, or call or e-mail us.',
          variant: 'destructive',
        })
      }
    } finally {
      setIsSending(false)
    }
  }

  const headingId = `${id}-heading`
  const field = (name: FieldName) => ({
    id: fieldId(name),
    name,
    value: values[name],
    error: errors[name],
    onChange: setValue(name),
  })

  return (
    <div
      className={`rounded-2xl bg-white p-6 text-slate-900 sm:p-8 ${isInverted ? 'shadow-2xl' : 'border border-slate-200 shadow-sm'}`}
    >
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-2 text-slate-600">{description}</p> : null}
      <p className="mt-2 text-sm text-slate-600">Fields marked * are required.</p>
      <form
        ref={formRef}
        aria-labelledby={headingId}
        noValidate
        onSubmit={onSubmit}
        onFocus={() => void loadLeadSchema()}
        className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField
          {...field('name')}
          label="Full Name *"
          autoComplete="name"
          isRequired
          maxLength={LEAD_FIELD_LIMITS.name}
        />
        <TextField
          {...field('email')}
          label="Email Address *"
          type="email"
          autoComplete="email"
          isRequired
          maxLength={LEAD_FIELD_LIMITS.email}
        />
        <TextField
          {...field('phone')}
          label="Phone Number *"
          type="tel"
          autoComplete="tel"
          isRequired
          maxLength={LEAD_FIELD_LIMITS.phone}
        />
        <TextField
          {...field('company')}
          label="Company"
          autoComplete="organization"
          maxLength={LEAD_FIELD_LIMITS.company}
        />
        <SelectField
          {...field('propertyType')}
          label="Property Type"
          options={PROPERTY_TYPE_OPTIONS}
          placeholder="Select a property type"
        />
        <SelectField
          {...field('squareFootage')}
          label="Square Footage"
          options={SQUARE_FOOTAGE_OPTIONS}
          placeholder="Select a size"
        />
        <SelectField
          {...field('timeline')}
          label="Timeline"
          options={TIMELINE_OPTIONS}
          placeholder="Select a timeline"
          className="sm:col-span-2"
        />
        <TextAreaField
          {...field('message')}
          label="Message"
          maxLength={LEAD_FIELD_LIMITS.message}
          className="sm:col-span-2"
        />
        {/* A field people never see or reach; a bot that fills it marks its lead as spam. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={fieldId('website')}>Leave this field empty</label>
          <input
            id={fieldId('website')}
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(event) => setValue('website')(event.target.value)}
          />
        </div>
        {failure ? (
          <LeadFormFailure reason={failure} phone={settings?.phone} email={settings?.email} className="sm:col-span-2" />
        ) : null}
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={isSending}
            className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-brand-900 px-6 py-3 text-base font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900 disabled:cursor-wait disabled:opacity-80 sm:w-auto"
          >
            {isSending ? 'Sending...' : submitLabel}
          </button>
          <p className="mt-3 text-sm text-slate-600">
            We reply within 2 hours during business hours. We never share your details.
          </p>
        </div>
      </form>
    </div>
  )
}
