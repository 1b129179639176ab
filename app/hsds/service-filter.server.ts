import { rankOrder } from '~/search/ranking'
import { Bitset } from '~/services/bitset'
import { type ServiceWords, wordMatches } from '~/services/filters'
import type { IndexedService } from '~/services/services-index'
import type { HsdsCatalogue } from './catalogue.server'
import type { ServicesQuery } from './list-query'
import { lastModified } from './map.server'
import type { TermRecord } from './taxonomy.server'

export type ServicesFound = { ok: true; positions: number[] } | { ok: false; message: string }

const METRES_PER_KM = 1000

/**
 * The positions in the services index of the services a list request asks for, every filter
 * answered from an index: `search` by the site's one text index (`words`, the one /search and the
 * finder ask; a place name in it is a word to match, as an API filter expects), terms by the services
 * index's option sets, postcode and proximity by its gazetteer and nearby index. In title order, or
 * with `search`, best fit first.
 */
export function findServices(catalogue: HsdsCatalogue, query: ServicesQuery, words: ServiceWords): ServicesFound {
  const { index } = catalogue
  const size = index.services.length
  const sets: Bitset[] = []

  const matches = query.search ? wordMatches(index, words, query.search, { places: false }) : undefined
  // A filter: when no service has every word that must match, none is found (the site's pages show those with some).
  if (matches) sets.push(matches.allWords ? matches.set : new Bitset(size))
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
  const positions = [...Bitset.intersection(size, sets)]
  if (!matches) return { ok: true, positions }
  const ranked = positions.map((position) => ({ position, score: matches.scores.get(position) ?? 0, distanceKm: Number.POSITIVE_INFINITY, order: position }))
  return { ok: true, positions: rankOrder(ranked, false).map((result) => result.position) }
}

function servicesWithTerm(catalogue: HsdsCatalogue, term: TermRecord): Bitset {
  const { sets, services } = catalogue.index
  const byKind = { category: sets.category, support: sets.support, audience: sets.audience, expertise: sets.expertise }
  return byKind[term.kind].get(term.slug) ?? new Bitset(services.length)
}

function positionsWhere(catalogue: HsdsCatalogue, test: (service: IndexedService) => boolean): number[] {
  return catalogue.index.services.flatMap((service, position) => (test(service) ? [position] : []))
}
