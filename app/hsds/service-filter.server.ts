import { Bitset } from '~/services/bitset'
import type { IndexedService } from '~/services/services-index'
import type { HsdsCatalogue } from './catalogue.server'
import type { ServicesQuery } from './list-query'
import { lastModified } from './map.server'
import type { TermRecord } from './taxonomy.server'

export type ServicesFound = { ok: true; positions: number[] } | { ok: false; message: string }

const METRES_PER_KM = 1000

/**
 * The positions in the services index (title order) of the services a list request asks for, every
 * filter answered from the index: keywords by the finder's keyword index, terms by its option sets,
 * postcode and proximity by its gazetteer and nearby index.
 */
export function findServices(catalogue: HsdsCatalogue, query: ServicesQuery): ServicesFound {
  const { index } = catalogue
  const size = index.services.length
  const sets: Bitset[] = []

  if (query.search) {
    const matches = index.keywords.matching(query.search)
    if (matches) sets.push(matches)
  }
  if (query.taxonomyTermId) {
    const term = catalogue.taxonomy.termsById.get(query.taxonomyTermId)
    if (!term) return { ok: false, message: `taxonomy_term_id ${query.taxonomyTermId} is not one of our taxonomy terms (see /api/hsds/taxonomy_terms).` }
    sets.push(servicesWithTerm(catalogue, term))
  }
  if (query.modifiedAfter) {
    const after = query.modifiedAfter.getTime()
    sets.push(
      Bitset.of(
        size,
        positionsWhere(catalogue, (service) => {
          const modified = lastModified(catalogue.serviceDetails.get(service.id)?.modified)
          return modified !== null && Date.parse(modified) >= after
        }),
      ),
    )
  }
  if (query.postcode) {
    const found = index.places.find(query.postcode)
    if (!found.ok) return { ok: false, message: `postcode ${query.postcode} is not one we know: none of our locations has it.` }
    if (query.proximityMetres === undefined) {
      sets.push(
        Bitset.of(
          size,
          positionsWhere(catalogue, (service) => service.locations.some((location) => location.postcode?.trim() === query.postcode)),
        ),
      )
    } else {
      const km = query.proximityMetres / METRES_PER_KM
      sets.push(index.nearby.around(found.place, km).within(km))
    }
  }
  return { ok: true, positions: [...Bitset.intersection(size, sets)] }
}

function servicesWithTerm(catalogue: HsdsCatalogue, term: TermRecord): Bitset {
  const { sets, services } = catalogue.index
  const byKind = { category: sets.category, support: sets.support, audience: sets.audience, expertise: sets.expertise }
  return byKind[term.kind].get(term.slug) ?? new Bitset(services.length)
}

function positionsWhere(catalogue: HsdsCatalogue, test: (service: IndexedService) => boolean): number[] {
  return catalogue.index.services.flatMap((service, position) => (test(service) ? [position] : []))
}
