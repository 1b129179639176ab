import { ServiceCard, type ServiceCardFields } from '~/services/ServiceCard'

/** The services the search page's settings name as popular: a way in for a visitor unsure what to type. */
export function PopularServices({ services }: { services: ServiceCardFields[] }) {
  if (services.length === 0) return null
  return (
    <section aria-labelledby="popular-services">
      <h2 id="popular-services">Popular services</h2>
      <ul role="list" className="card-grid">
        {services.map((service) => (
          <li key={service._id}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
    </section>
  )
}
