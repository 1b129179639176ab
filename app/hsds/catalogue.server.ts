import { inTurns, takeTurns } from '~/lib/long-work/turns.server'
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

/** Builds the catalogue a few records at a time: ids are hashes, and a large dataset has tens of thousands. */
export async function buildCatalogue(index: ServicesIndex, details: Awaited<ReturnType<typeof fetchHsdsDetails>>): Promise<HsdsCatalogue> {
  const turns = takeTurns()
  const serviceAtLocations: ServiceAtLocationRecord[] = []
  for await (const service of inTurns(index.services, turns)) {
    for (const location of service.locations) serviceAtLocations.push({ id: serviceAtLocationId(service, location), service, location })
  }
  const servicePositions = new Map<string, number>()
  for await (const [position, service] of inTurns([...index.services.entries()], turns)) servicePositions.set(stableId('service', service.id), position)
  const locationsById = new Map<string, IndexedLocation>()
  for await (const location of inTurns(index.locations, turns)) locationsById.set(stableId('location', location.id), location)
  return {
    index,
    serviceDetails: new Map(details.services.map((service) => [service._id, service])),
    locationDetails: new Map(details.locations.map((location) => [location._id, location])),
    taxonomy: buildTaxonomy(details),
    servicePositions,
    locationsById,
    serviceAtLocations,
    serviceAtLocationsById: new Map(serviceAtLocations.map((record) => [record.id, record])),
  }
}

export function serviceAtLocationId(service: IndexedService, location: IndexedLocation): string {
  return stableId('service_at_location', `${service.id}@${location.id}`)
}
