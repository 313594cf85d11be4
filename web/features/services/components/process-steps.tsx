/** How an engagement runs, from the first call to the signed deal (response times: SPEC.md section 9). */
const STEPS = [
  {
    title: 'Tell us what you need',
    description:
      'A short call or message about your operation, size range, timeline and budget. We respond within 2 hours during business hours.',
  },
  {
    title: 'Get a free market analysis',
    description:
      'Within 24 hours you receive current availability, comparable deals and the rent or price range your requirement should expect.',
  },
  {
    title: 'Choose a strategy',
    description:
      'We tour the shortlist with you, model the options side by side, including staying put, and agree on a plan and the leverage to use.',
  },
  {
    title: 'Negotiate and close',
    description:
      'We run the negotiation, diligence and paperwork to the signature, then stay on call for renewals, expansions and the next move.',
  },
] as const

/** "How we work": four numbered steps. */
export function ProcessSteps() {
  return (
    <ol className="grid gap-8 md:grid-cols-2 lg:grid-cols-4">
      {STEPS.map((step, index) => (
        <li key={step.title} className="relative">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-accent-500 text-base font-bold text-brand-950"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-sm leading-6 text-slate-600">{step.description}</p>
        </li>
      ))}
    </ol>
  )
}
