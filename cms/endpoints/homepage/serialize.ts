import type { HomepageSection } from '../../payload-types'

type Stat = NonNullable<NonNullable<HomepageSection['content']>['stats']>[number]
type CtaButton = NonNullable<NonNullable<HomepageSection['content']>['cta_buttons']>[number]

/** A home page content section as the public API answers it (SPEC.md section 3). */
export type PublicSection = {
  section_key: string
  title: string | null
  subtitle: string | null
  description: string | null
  content: {
    stats: { value: string; label: string; change: string | null; trend: Stat['trend'] | null; description: string | null }[]
    cta_buttons: { text: string; link: string; style: CtaButton['style'] | null }[]
    footer_text: string | null
  }
  updatedAt: string
}

/**
 * The public shape of a section: the fields of the spec without Payload's ids or array row ids, `null`
 * for an empty optional field and an empty list (never null) when a section has no stats or buttons.
 */
export function toPublicSection(section: HomepageSection): PublicSection {
  const content = section.content ?? {}
  return {
    section_key: section.section_key,
    title: section.title ?? null,
    subtitle: section.subtitle ?? null,
    description: section.description ?? null,
    content: {
      stats: (content.stats ?? []).map((stat) => ({
        value: stat.value,
        label: stat.label,
        change: stat.change ?? null,
        trend: stat.trend ?? null,
        description: stat.description ?? null,
      })),
      cta_buttons: (content.cta_buttons ?? []).map((button) => ({
        text: button.text,
        link: button.link,
        style: button.style ?? null,
      })),
      footer_text: content.footer_text ?? null,
    },
    updatedAt: section.updatedAt,
  }
}
