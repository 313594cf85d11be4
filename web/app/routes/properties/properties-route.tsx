import { useSearchParams } from 'react-router-dom'

import { Seo } from '../../../components/seo'
import { PageHeader } from '../../../components/ui/page-header'
import { paths } from '../../../config/paths'
import { PropertyListing } from '../../../features/properties/components/property-listing'
import { useSiteSettings } from '../../../features/site-settings/api/get-site-settings'
import { useSiteUrl } from '../../site-url'

export default function PropertiesRoute() {
  const siteUrl = useSiteUrl()
  const { data: settings } = useSiteSettings()
  const [searchParams] = useSearchParams()
  const page = Number(searchParams.get('page'))
  return (
    <>
      <Seo
        title={`Industrial Properties for Lease & Sale in Orange County${page > 1 ? ` – Page ${page}` : ''}`}
        description="Browse available warehouse, manufacturing, distribution, flex and R&D buildings for lease and for sale across Orange County. Filter by type, size, city and deal type."
        path={paths.properties()}
        siteUrl={siteUrl}
        settings={settings}
        breadcrumbs={[{ name: 'Properties', path: paths.properties() }]}
      />
      <PageHeader
        eyebrow="Available Properties"
        title="Industrial Properties for Lease and Sale"
        intro="Warehouse, manufacturing, distribution, flex and R&D buildings across Orange County, with the specifications that matter to industrial users: clear height, loading, power and yard."
      />
      <PropertyListing />
    </>
  )
}
