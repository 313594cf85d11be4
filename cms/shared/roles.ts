/** The roles a user can hold. Editors are marketing (content); brokers manage listings and leads. */
export const ROLES = ['admin', 'editor', 'broker'] as const

export type Role = (typeof ROLES)[number]
