import { ServiceCard } from '~/services/ServiceCard'
import type { SectionOf } from './types'

export function ServiceListSection({ section }: { section: SectionOf<'serviceListSection'> }) {
  const services = (section.services ?? []).slice(0, section.limit ?? 6)
  if (!services.length) return null
  return (
    <>
      {section.heading ? <h2>{section.heading}</h2> : null}
      {section.intro ? <p className="section__intro">{section.intro}</p> : null}
      <ul className="card-grid" role="list">
        {services.map((service) => (
          <li key={service._id}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
    </>
  )
}
