type SectionHeadingProps = {
  /** The id the section's `aria-labelledby` points at. */
  id: string
  eyebrow?: string
  title: string
  description?: string | null
  /** Light text for a dark section. */
  isInverted?: boolean
  align?: 'left' | 'center'
}

/** The h2 of a page section with its label and lead sentence. */
export function SectionHeading({ id, eyebrow, title, description, isInverted = false, align = 'left' }: SectionHeadingProps) {
  const alignment = align === 'center' ? 'mx-auto text-center' : ''
  return (
    <div className={`max-w-3xl ${alignment}`}>
      {eyebrow ? (
        <p className={`text-sm font-semibold uppercase tracking-wider ${isInverted ? 'text-accent-400' : 'text-brand-600'}`}>
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className={`mt-2 text-3xl font-bold tracking-tight text-balance ${isInverted ? 'text-white' : 'text-slate-900'}`}>
        {title}
      </h2>
      {description ? (
        <p className={`mt-4 text-lg leading-relaxed ${isInverted ? 'text-slate-200' : 'text-slate-600'}`}>{description}</p>
      ) : null}
    </div>
  )
}
