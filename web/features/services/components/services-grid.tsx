import type { ServiceSummary } from '../api/get-services'
import { ServiceCard } from './service-card'

/** The services as cards, 1 to 4 per row by screen width. */
export function ServicesGrid({ services }: { services: ServiceSummary[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
      {services.map((service) => (
        <li key={service.id} className="flex">
          <ServiceCard service={service} />
        </li>
      ))}
    </ul>
  )
}
