import { BRAND_COLORS } from '../lib/brand-colors'

/** Light: for white and pale backgrounds. Dark: for navy backgrounds (footer, top bar). */
export type LogoMarkTone = 'light' | 'dark'

const tiles: Record<LogoMarkTone, string> = {
  light: BRAND_COLORS.navy.hex,
  dark: BRAND_COLORS.steel.hex,
}

/**
 * The mark: a sawtooth roofline over a wall of three dock doors, the profile of an Orange County
 * warehouse, on a rounded tile. public/favicon.svg is the same drawing.
 */
export function LogoMark({ tone = 'light', className = 'size-10' }: { tone?: LogoMarkTone; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 48 48" className={`shrink-0 ${className}`}>
      <rect width="48" height="48" rx="11" fill={tiles[tone]} />
      <path d="M8 21V16l10.67-6v6l10.66-6v6L40 10v11z" fill={BRAND_COLORS.amber.hex} />
      <path d="M8 24h32v14H8z" fill={BRAND_COLORS.white.hex} fillOpacity="0.14" />
      <path d="M12 27h6v11h-6zM21 27h6v11h-6zM30 27h6v11h-6z" fill={BRAND_COLORS.white.hex} />
    </svg>
  )
}
