import { telHref } from '../../../lib/contact'

type LeadFormFailureProps = { reason: string; phone?: string; email?: string; className?: string }

/** What the visitor reads when a lead could not be sent after the retries: the reason and another way to reach us. */
export function LeadFormFailure({ reason, phone, email, className = '' }: LeadFormFailureProps) {
  return (
    <div role="alert" className={`rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900 ${className}`}>
      <p className="font-semibold">Your request was not sent. {reason}</p>
      <p className="mt-1">
        Your details are still in the form: please try again in a moment
        {phone || email ? ', or reach us directly' : ''}
        {phone ? (
          <>
            {' '}
            at{' '}
            <a className="font-semibold underline" href={telHref(phone)}>
              {phone}
            </a>
          </>
        ) : null}
        {phone && email ? ' or' : ''}
        {email ? (
          <>
            {' '}
            <a className="font-semibold underline" href={`mailto:${email}`}>
              {email}
            </a>
          </>
        ) : null}
        .
      </p>
    </div>
  )
}
