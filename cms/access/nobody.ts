import type { Access } from 'payload'

/** Nobody through the API; used where only server code (overrideAccess) may act. */
export const nobody: Access = () => false
