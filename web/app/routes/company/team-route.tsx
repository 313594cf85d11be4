import { Seo } from '../../../components/seo'
import { PageHeader } from '../../../components/ui/page-header'
import { SectionHeading } from '../../../components/ui/section-heading'
import { Spinner } from '../../../components/ui/spinner'
import { paths } from '../../../config/paths'
import { useSiteSettings } from '../../../features/site-settings/api/get-site-settings'
import { useTeamMembers } from '../../../features/team/api/get-team-members'
import { ClaimList } from '../../../features/team/components/claim-list'
import { TeamGrid } from '../../../features/team/components/team-grid'
import { useSiteUrl } from '../../site-url'
import { CtaBand } from '../../../components/ui/cta-band'

function Members() {
  const { data: members, error, isLoading } = useTeamMembers()
  if (members?.length) return <TeamGrid members={members} />
  if (isLoading) return <Spinner />
  return (
    <p role={error ? 'alert' : undefined} className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600">
      {error ? 'Unable to load our team. Please try again.' : 'Our team profiles are being updated.'}
    </p>
  )
}

export default function TeamRoute() {
  const siteUrl = useSiteUrl()
  const { data: settings } = useSiteSettings()
  return (
    <>
      <Seo
        title="Our Team | Orange County Industrial Real Estate Brokers"
        description="Meet the licensed brokers behind our Orange County industrial deals: tenant representation, investment sales, market research and lease renewals."
        path={paths.team()}
        siteUrl={siteUrl}
        settings={settings}
        breadcrumbs={[{ name: 'Team', path: paths.team() }]}
      />
      <PageHeader
        eyebrow="Our Team"
        title="The brokers behind every Orange County industrial deal"
        intro="A small senior team that has walked the buildings, read the leases and closed the deals, from Buena Park to San Clemente. When you call, you work with a principal, not a junior associate."
      >
        {settings?.claims?.length ? <ClaimList claims={settings.claims} /> : null}
      </PageHeader>

      <section aria-labelledby="team-heading" className="py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="team-heading"
            eyebrow="Meet the brokers"
            title="Licensed, local and on your side"
            description="Every broker is licensed by the California Department of Real Estate and focused only on industrial property."
          />
          <div className="mt-12">
            <Members />
          </div>
        </div>
      </section>

      <CtaBand
        id="team-cta-heading"
        title="Put our team to work on your requirement"
        description="Tell us what you need and a broker replies within 2 hours during business hours, with a free market analysis within 24 hours."
        secondary={{ label: 'Explore Our Services', to: paths.services() }}
      />
    </>
  )
}
