import type { SiteSetting } from '../../../../cms/payload-types'

type Claims = NonNullable<SiteSetting['claims']>

/** The firm's headline figures (e.g. "$64 billion in industrial transactions") on a dark band. */
export function ClaimList({ claims }: { claims: Claims }) {
  if (!claims.length) return null
  return (
    <dl className="grid max-w-4xl gap-6 sm:grid-cols-3">
      {claims.map((claim) => (
        <div key={claim.id ?? claim.label} className="flex flex-col border-l-2 border-accent-400 pl-4">
          <dt className="mt-1 text-sm text-slate-200">{claim.label}</dt>
          <dd className="order-first text-2xl font-bold tracking-tight text-white sm:text-3xl">{claim.value}</dd>
        </div>
      ))}
    </dl>
  )
}
