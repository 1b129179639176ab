import type { IndexedLocation, IndexedService, ServicesIndex } from '~/services/services-index'
import { servicesIndex } from '~/services/services-index.server'
import { fetchHsdsDetails, type LocationDetails, type ServiceDetails } from './details.server'
import { stableId } from './stable-id.server'
import { buildTaxonomy, type Taxonomy } from './taxonomy.server'

export interface ServiceAtLocationRecord {
  id: string
  service: IndexedService
  location: IndexedLocation
}

/**
 * Everything the HSDS API answers from: the services index (visible services and locations, keyword
 * and nearby search, the gazetteer) joined with the details only HSDS publishes, looked up by HSDS id.
 */
export interface HsdsCatalogue {
  index: ServicesIndex
  serviceDetails: Map<string, ServiceDetails>
  locationDetails: Map<string, LocationDetails>
  taxonomy: Taxonomy
  /** HSDS service id → the service's position in the index (its bit in every set). */
  servicePositions: Map<string, number>
  locationsById: Map<string, IndexedLocation>
  /** Every service at each of its locations, in service title order. */
  serviceAtLocations: ServiceAtLocationRecord[]
  serviceAtLocationsById: Map<string, ServiceAtLocationRecord>
}

const catalogues = new WeakMap<ServicesIndex, Promise<HsdsCatalogue>>()

/** The catalogue for the current services index, built once per index (one extra content read). */
export async function hsdsCatalogue(): Promise<HsdsCatalogue> {
  const index = await servicesIndex()
  let catalogue = catalogues.get(index)
  if (!catalogue) {
    catalogue = fetchHsdsDetails().then((details) => buildCatalogue(index, details))
    catalogue.catch(() => catalogues.delete(index))
    catalogues.set(index, catalogue)
  }
  return catalogue
}

export function buildCatalogue(index: ServicesIndex, details: Awaited<ReturnType<typeof fetchHsdsDetails>>): HsdsCatalogue {
  const serviceAtLocations = index.services.flatMap((service) =>
    service.locations.map((location): ServiceAtLocationRecord => ({ id: serviceAtLocationId(service, location), service, location })),
  )
  return {
    index,
    serviceDetails: new Map(details.services.map((service) => [service._id, service])),
    locationDetails: new Map(details.locations.map((location) => [location._id, location])),
    taxonomy: buildTaxonomy(details),
    servicePositions: new Map(index.services.map((service, position) => [stableId('service', service.id), position])),
    locationsById: new Map(index.locations.map((location) => [stableId('location', location.id), location])),
    serviceAtLocations,
    serviceAtLocationsById: new Map(serviceAtLocations.map((record) => [record.id, record])),
  }
}

export function serviceAtLocationId(service: IndexedService, location: IndexedLocation): string {
  return stableId('service_at_location', `${service.id}@${location.id}`)
}
