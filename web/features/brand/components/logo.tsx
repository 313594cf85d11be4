import { shortBrandName } from '../lib/short-brand-name'
import { LogoMark, type LogoMarkTone } from './logo-mark'

/**
 * default: mark, brand name and tagline, for light backgrounds. footer: the same for dark backgrounds.
 * compact: mark and short name, for narrow places. no-tagline: mark and full name.
 */
export type LogoVariant = 'default' | 'footer' | 'compact' | 'no-tagline'

type VariantStyle = { tone: LogoMarkTone; hasTagline: boolean; isShort: boolean; name: string; tagline: string }

const variantStyles: Record<LogoVariant, VariantStyle> = {
  default: { tone: 'light', hasTagline: true, isShort: false, name: 'text-brand-900', tagline: 'text-slate-600' },
  footer: { tone: 'dark', hasTagline: true, isShort: false, name: 'text-white', tagline: 'text-slate-300' },
  compact: { tone: 'light', hasTagline: false, isShort: true, name: 'text-brand-900', tagline: '' },
  'no-tagline': { tone: 'light', hasTagline: false, isShort: false, name: 'text-brand-900', tagline: '' },
}

type LogoProps = {
  variant?: LogoVariant
  brandName: string
  /** The line under the name, e.g. "Orange County industrial real estate"; shown by default and footer. */
  tagline?: string
  className?: string
}

/** The brand's logo: the inline SVG mark beside the name set in type. */
export function Logo({ variant = 'default', brandName, tagline, className = '' }: LogoProps) {
  const style = variantStyles[variant]
  const name = style.isShort ? shortBrandName(brandName) : brandName
  const hasTagline = style.hasTagline && Boolean(tagline)
  return (
    <span className={`inline-flex items-center gap-3 ${className}`}>
      <LogoMark tone={style.tone} className={hasTagline ? 'size-11' : 'size-10'} />
      <span className="flex flex-col">
        <span className={`text-lg leading-tight font-bold tracking-tight ${style.name}`}>{name}</span>
        {hasTagline ? (
          <span className={`mt-0.5 text-[0.6875rem] leading-snug font-semibold tracking-[0.12em] uppercase ${style.tagline}`}>
            {tagline}
          </span>
        ) : null}
      </span>
    </span>
  )
}
