import { RESPONSE_TIME_TARGET } from '../../../../cms/shared/lead-limits'

/** The free market analysis follows the first call within this time (SPEC.md section 9). */
const ANALYSIS_TIME = '24 hours'

const STEPS = [
  {
    title: `A broker replies within ${RESPONSE_TIME_TARGET}`,
    description: 'During business hours a senior broker, not an assistant, calls or writes back to understand your requirement.',
  },
  {
    title: `Your market analysis within ${ANALYSIS_TIME}`,
    description: 'Current availability, comparable lease or sale deals and the range your requirement should expect, free of charge.',
  },
  {
    title: 'A plan built around your operation',
    description: 'We agree on the strategy, tour the shortlist with you and negotiate on your side only.',
  },
]

/** "What happens next" after a visitor writes or calls. */
export function NextSteps() {
  return (
    <section aria-labelledby="next-steps-heading" className="rounded-xl bg-slate-50 p-6 sm:p-8">
      <h2 id="next-steps-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        What happens next
      </h2>
      <ol className="mt-6 space-y-6">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-500 text-sm font-bold text-brand-950"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-1 text-sm leading-6 text-slate-600">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
