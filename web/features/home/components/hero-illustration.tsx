import illustrationUrl from '../assets/hero-illustration.svg?no-inline'

/**
 * Decorative line art for the hero (a distribution center with dock doors, a mid-rise flex building and
 * a rising market line), a hashed SVG file rather than markup in the page's code. Lazy: small screens,
 * where the hero hides it, never fetch it.
 */
export function HeroIllustration() {
  return (
    <img
      src={illustrationUrl}
      alt=""
      width={480}
      height={340}
      loading="lazy"
      decoding="async"
      className="h-auto w-full"
    />
  )
}
