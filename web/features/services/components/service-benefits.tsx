/** "What you get": the service's benefits as a checked list in two columns on wide screens. */
export function ServiceBenefits({ benefits }: { benefits: string[] }) {
  return (
    <section aria-labelledby="benefits-heading" className="rounded-xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
      <h2 id="benefits-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        What you get
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {benefits.map((benefit) => (
          <li key={benefit} className="flex gap-3 text-base leading-7 text-slate-700">
            <span aria-hidden="true" className="mt-1 flex size-5 shrink-0 items-center justify-center rounded-full bg-accent-500 text-brand-950">
              <svg viewBox="0 0 20 20" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2.5">
                <path d="m5 10.5 3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </span>
            {benefit}
          </li>
        ))}
      </ul>
    </section>
  )
}
