/** The PostgreSQL channel content changes are announced on (LISTEN/NOTIFY). */
export const CHANGE_CHANNEL = 'content_changed'

/** What one notification carries. */
export type ContentChange = {
  /** Collection or global slug. */
  collection: string
  id: string | number | null
  operation: 'create' | 'update' | 'delete'
}

/**
 * The SWR keys (as prefixes) a change to `collection` makes stale in the browser: open pages
 * revalidate every cached key that starts with one of them.
 */
export function staleKeyPrefixes(collection: string): string[] {
  switch (collection) {
    case 'properties':
      return ['/api/properties', '/api/admin/properties']
    case 'market-snapshots':
    case 'cities':
      return ['/api/market-data', '/api/market-snapshots', '/api/cities']
    case 'homepage-sections':
      return ['/api/homepage']
    case 'site-settings':
      return ['/api/globals/site-settings']
    case 'posts':
    case 'pages':
    case 'services':
    case 'team-members':
    case 'media':
      return [`/api/${collection}`]
    default:
      // A reconnect ('*') or anything unknown: everything may be stale.
      return ['/api/']
  }
}
