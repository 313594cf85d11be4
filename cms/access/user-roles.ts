import type { Role } from '../shared/roles'

type MaybeUser = { roles?: (Role | string)[] | null } | null | undefined

/** True when the signed-in user holds one of the roles. Exported for the rules in this folder. */
export function hasRole(user: MaybeUser, ...roles: Role[]): boolean {
  return Boolean(user?.roles?.some((role) => (roles as string[]).includes(role)))
}
