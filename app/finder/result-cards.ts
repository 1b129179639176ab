import type { ServiceCardFields, ServiceDistance } from '~/services/ServiceCard'
import type { FinderHit, FinderResult } from './finder'
import { serviceCardOf } from '~/services/related'

/** A finder hit as the results list draws it: the card's fields and the distance, not the whole indexed service. */
export interface ResultCard {
  service: ServiceCardFields
  distance?: ServiceDistance
}

export type FinderResultForPage = Omit<FinderResult, 'hits'> & { hits: ResultCard[] }

function resultCard({ service, distanceKm, nearestLocation }: FinderHit): ResultCard {
  const card = serviceCardOf(service)
  return distanceKm === undefined
    ? { service: card }
    : { service: card, distance: { km: distanceKm, place: nearestLocation?.title ?? null } }
}

/**
 * A finder result as a page's loader sends it: each hit cut down to its card (about a third of the
 * indexed service's fields: no aliases, provided services, filters, ages or every location).
 */
export function forResultsPage(result: FinderResult): FinderResultForPage {
  return { ...result, hits: result.hits.map(resultCard) }
}
