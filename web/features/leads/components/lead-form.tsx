export type LeadFormProps = {
  /** Where the lead came from, e.g. 'main_form', 'property_inquiry', 'market_report', 'contact_page'. */
  source: string
  /** The page it was sent from, e.g. 'home' or '/properties/12'. */
  page: string
  /** The form's heading id target; the form is labelled by this text. */
  title: string
  description?: string
  submitLabel?: string
  /** Pre-filled message, e.g. "I'd like more information about 123 Main St." */
  defaultMessage?: string
  /** Dark background variant. */
  isInverted?: boolean
}

export function LeadForm(props: LeadFormProps) {
  return <form aria-label={props.title} />
}
