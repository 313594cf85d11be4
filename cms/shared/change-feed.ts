/** The PostgreSQL channel content changes are announced on (LISTEN/NOTIFY). */
export const CHANGE_CHANNEL = 'content_changed'

/** What one notification carries. */
export type ContentChange = {
  /** Collection or global slug. */
  collection: string
  id: string | number | null
  operation: 'create' | 'update' | 'delete'
}
