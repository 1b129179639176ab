import { useServiceGridLayout } from '~/preferences/preferences-store'
import { ServiceCard } from '~/services/ServiceCard'
import type { ResultCard } from './result-cards'

/** A page of finder results as cards, in the grid or list the visitor chose. */
export function ServiceResults({ hits }: { hits: ResultCard[] }) {
  const [layout, setLayout] = useServiceGridLayout()
  return (
    <>
      <div className="layout-switch" role="group" aria-label="Show results as">
        <button
          type="button"
          aria-pressed={layout === 'grid'}
          onClick={() => setLayout('grid')}
          className="layout-switch__button"
        >
          Grid
        </button>
        <button
          type="button"
          aria-pressed={layout === 'list'}
          onClick={() => setLayout('list')}
          className="layout-switch__button"
        >
          List
        </button>
      </div>
      <ul role="list" className="service-results">
        {hits.map(({ service, distance }) => (
          <li key={service._id}>
            <ServiceCard service={service} distance={distance} />
          </li>
        ))}
      </ul>
    </>
  )
}
