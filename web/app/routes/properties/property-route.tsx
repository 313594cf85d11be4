import { useParams } from 'react-router-dom'

import { Seo } from '../../../components/seo'
import { Spinner } from '../../../components/ui/spinner'
import { paths } from '../../../config/paths'
import { useProperty } from '../../../features/properties/api/get-property'
import { PropertyDetails } from '../../../features/properties/components/property-details'
import { formatSquareFeet, truncate } from '../../../lib/format'
import { useSiteUrl } from '../../site-url'
import { NotFoundContent } from '../not-found'

export default function PropertyRoute() {
  const { id = '' } = useParams()
  const siteUrl = useSiteUrl()
  const { data: property, error, isLoading } = useProperty(id)

  if (isLoading) return <Spinner />
  if (!property) {
    if (error) {
      return (
        <p role="alert" className="mx-auto max-w-3xl px-4 py-24 text-center text-slate-700">
          Unable to load this property. Please try again.
        </p>
      )
    }
    return <NotFoundContent siteUrl={siteUrl} />
  }
  return (
    <>
      <Seo
        title={`${property.address} | ${property.type} ${property.listingType === 'sale' ? 'for Sale' : 'for Lease'}`}
        description={truncate(
          `${formatSquareFeet(property.size)} ${property.type.toLowerCase()} ${property.listingType === 'sale' ? 'for sale' : 'for lease'} at ${property.address}. ${property.description ?? ''}`,
          160,
        )}
        path={paths.property(property.id)}
        siteUrl={siteUrl}
      />
      <PropertyDetails property={property} />
    </>
  )
}
