import { useParams } from 'react-router-dom'

import { Seo } from '../../../components/seo'
import { Spinner } from '../../../components/ui/spinner'
import { paths } from '../../../config/paths'
import { LeadForm } from '../../../features/leads/components/lead-form'
import { useProperty } from '../../../features/properties/api/get-property'
import { LoadError } from '../../../features/properties/components/load-error'
import { PropertyDetails } from '../../../features/properties/components/property-details'
import { listingTypeLabel } from '../../../features/properties/lib/labels'
import { useSiteSettings } from '../../../features/site-settings/api/get-site-settings'
import { formatSquareFeet } from '../../../lib/format'
import { mediaToSeoImage } from '../../../lib/structured-data'
import { realEstateListing } from '../../../lib/structured-data-listing'
import { useSiteUrl } from '../../site-url'
import { NotFoundContent } from '../not-found'

export default function PropertyRoute() {
  const { id = '' } = useParams()
  const siteUrl = useSiteUrl()
  const { data: settings } = useSiteSettings()
  const { data: property, error, isLoading, mutate } = useProperty(id)

  if (isLoading) return <Spinner />
  if (!property) {
    if (error) {
      return (
        <div className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
          <Seo
            title="Property unavailable"
            description="This property could not be loaded. Please try again in a moment."
            path={paths.property(id)}
            siteUrl={siteUrl}
            settings={settings}
          />
          <LoadError title="Unable to load this property" error={error} onRetry={() => mutate()} />
        </div>
      )
    }
    return <NotFoundContent siteUrl={siteUrl} />
  }
  const deal = listingTypeLabel(property.listingType).toLowerCase()
  const path = paths.property(property.id)
  const description = `${formatSquareFeet(property.size)} ${property.type.toLowerCase()} ${deal} at ${property.address}. ${property.description ?? ''}`
  return (
    <>
      <Seo
        title={`${property.address} | ${property.type} ${listingTypeLabel(property.listingType)}`}
        description={description}
        path={path}
        siteUrl={siteUrl}
        settings={settings}
        image={mediaToSeoImage(property.image)}
        breadcrumbs={[
          { name: 'Properties', path: paths.properties() },
          { name: property.address, path },
        ]}
        jsonLd={realEstateListing({ property, siteUrl, path, description: description.trim() })}
      />
      <PropertyDetails
        property={property}
        productSlug={settings?.productSlug}
        inquiry={
          <LeadForm
            source="property_inquiry"
            page={paths.property(property.id)}
            title="Request Information"
            defaultMessage={`I'd like more information about ${property.address}.`}
          />
        }
      />
    </>
  )
}
