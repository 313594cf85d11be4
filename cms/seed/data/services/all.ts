import { SERVICE_SLUGS } from '../../../shared/services'
import type { ServiceSeed } from '../../types'
import { ADVISORY_SERVICES } from './advisory'
import { TRANSACTION_SERVICES } from './transactions'

/** The 8 services in the order of SERVICE_SLUGS, with `order` 1..8. */
export const SERVICES: (ServiceSeed & { order: number })[] = SERVICE_SLUGS.map((slug, index) => {
  const service = [...TRANSACTION_SERVICES, ...ADVISORY_SERVICES].find((candidate) => candidate.slug === slug)
  if (!service) throw new Error(`No seed content for the service "${slug}"`)
  return { ...service, order: index + 1 }
})
