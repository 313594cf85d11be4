import { env } from '../../env'
import { ensureAdminUser, ensureUser, LOCAL_ROLE_USERS } from '../admin-user'
import type { SeedContext } from '../context'
import { countCreated, ensureDocs } from '../context'
import { TEAM } from '../data/team'
import { ensurePortrait } from '../media'

/** The admin from the environment, plus an editor and a broker outside production. */
export async function seedUsers(ctx: SeedContext): Promise<void> {
  const { payload } = ctx
  if (await ensureAdminUser(payload, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD })) {
    countCreated(ctx, 'users')
    ctx.log(`  + users: ${env.ADMIN_EMAIL} (admin)`)
  }
  if (env.DEPLOYMENT_ENV === 'production') return
  for (const user of LOCAL_ROLE_USERS) {
    if (await ensureUser(payload, { ...user, password: env.ADMIN_PASSWORD })) {
      countCreated(ctx, 'users')
      ctx.log(`  + users: ${user.email} (${user.roles.join(', ')})`)
    }
  }
}

/** Team members with portraits. Returns their ids by slug, for post authors. */
export async function seedTeam(ctx: SeedContext): Promise<Map<string, number>> {
  const ids = await ensureDocs(ctx, {
    collection: 'team-members',
    items: TEAM,
    where: (member) => ({ slug: { equals: member.slug } }),
    label: (member) => member.name,
    data: async (member) => ({
      ...member,
      photo: await ensurePortrait(ctx, { name: member.name, slug: member.slug, seed: 300 + member.order }),
    }),
  })
  return new Map(TEAM.map((member, index) => [member.slug, ids[index]]))
}
