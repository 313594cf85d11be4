import { paths } from '../config/paths'

/** The target of an internal link or relationship: the collection and the document (populated or its id). */
export type DocReference = {
  relationTo: string
  value: number | string | { id: number | string; slug?: unknown; [key: string]: unknown }
}

/** CMS pages that have their own route, by page slug. */
const pageRoutes: Record<string, () => string> = {
  about: paths.about,
  privacy: paths.privacy,
  terms: paths.terms,
  'lease-renewal-support': paths.leaseRenewalSupport,
  'market-reports': paths.marketReports,
}

/**
 * The site path of a document an editor linked to, or null when the site has no page for it (or the
 * link was read at depth 0, so only the id is known).
 */
export function internalDocPath({ doc, productSlug }: { doc: DocReference | null | undefined; productSlug?: string }): string | null {
  if (!doc) return null
  const { relationTo, value } = doc
  if (relationTo === 'properties') return paths.property(typeof value === 'object' ? value.id : value)
  if (typeof value !== 'object' || value === null) return null
  const slug = typeof value.slug === 'string' ? value.slug : null
  switch (relationTo) {
    case 'team-members':
      return paths.team()
    case 'posts':
      return slug ? paths.post(slug) : null
    case 'services':
      return slug ? paths.service(slug) : null
    case 'pages':
      return slug ? (pageRoutes[slug]?.() ?? null) : null
    case 'cities':
      return slug && productSlug ? paths.city({ market: slug, productSlug }) : paths.markets()
    default:
      return null
  }
}

/** Paths the client router renders; uploads, the API and the admin area are served by the server. */
export function isRouterPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !/^\/(uploads|api|admin)(\/|$)/.test(href)
}

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'

type EditorState = { root: { children: { type: unknown; tag?: unknown }[] } }

const levelOf = (tag: unknown): number | null => (typeof tag === 'string' && /^h[1-6]$/.test(tag) ? Number(tag[1]) : null)

/**
 * How many levels the content's headings move so its highest heading is an h2: +1 when an editor used
 * h1 (the page title is the only h1), -1 when the content starts at h3 (no skipped level).
 */
export function headingShift(data: EditorState): number {
  const levels = data.root.children
    .filter((node) => node.type === 'heading')
    .map((node) => levelOf(node.tag))
    .filter((level): level is number => level !== null)
  return levels.length ? 2 - Math.min(...levels) : 0
}

/** The heading tag after shifting, kept between h2 and h6. */
export function shiftHeadingTag({ tag, shift }: { tag: string; shift: number }): HeadingTag {
  const level = Math.min(6, Math.max(2, (levelOf(tag) ?? 2) + shift))
  return `h${level}` as HeadingTag
}

/** Link schemes content may use; anything else (javascript:, data:, vbscript:, ...) is not a link. */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:'])

/**
 * The address an editor typed, when it is safe to put in `href`: a path, an anchor or a query on this
 * site, or an http(s), mailto or tel URL. Null for anything that could run script when followed.
 */
export function safeLinkHref(url: string | null | undefined): string | null {
  const trimmed = url?.trim()
  if (!trimmed) return null
  if (/^[/#?]/.test(trimmed) && !trimmed.startsWith('//')) return trimmed
  try {
    return SAFE_SCHEMES.has(new URL(trimmed).protocol) ? trimmed : null
  } catch {
    return null
  }
}
