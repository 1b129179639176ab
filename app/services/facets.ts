import type { Bitset } from './bitset'
import { allOf, type FilterName, type SearchMatches } from './filters'
import type { FinderQuery } from './finder-query'
import type { Option, ServicesIndex } from './services-index'

export interface FacetCount extends Option {
  /** How many results the search would have with this option chosen and every other filter kept. */
  count: number
  /** Only on the chosen options: every page of the finder sends some sixty facets as loader data. */
  selected?: true
}

export interface RadiusCount {
  km: number
  count: number
  selected?: true
}

/** For every option of every filter, the 'disjunctive' count the form shows beside it. */
export interface Facets {
  categories: FacetCount[]
  /** The chosen category's supports, or every support when no category is chosen. */
  supports: FacetCount[]
  audiences: FacetCount[]
  expertise: FacetCount[]
  culturalGroups: FacetCount[]
  specialGroups: FacetCount[]
  delivery: FacetCount[]
  states: FacetCount[]
  /** Results with the switch on. */
  noFee: number
  ndis: number
  atsi: number
  openNow: number
  weekends: number
  /** With a place: results within each distance. */
  radiiKm: RadiusCount[]
}

/**
 * A count is the number of results of the same search with the filter set to that one option: for the
 * lists a visitor picks several from (supports, delivery) that is the option alone. Choosing another
 * category drops the supports chosen in the old one, so category counts leave supports out too.
 */
export function countFacets(
  index: ServicesIndex,
  query: FinderQuery,
  active: Map<FilterName, Bitset>,
  matches: SearchMatches,
): Facets {
  const { options, sets } = index
  const size = index.services.length
  const withoutFilter = (...names: FilterName[]) => allOf(size, active, names)
  const counted = (
    choices: Option[],
    optionSets: Map<string, Bitset>,
    base: Bitset,
    isSelected: (value: string) => boolean,
  ): FacetCount[] =>
    choices.map((choice) => {
      const set = optionSets.get(choice.value)
      return {
        value: choice.value,
        label: choice.label,
        count: set ? base.countAnd(set) : 0,
        ...(isSelected(choice.value) && { selected: true }),
      }
    })
  const chosenCategory = options.categories.find((category) => category.value === query.category)
  const withoutAge = withoutFilter('age')
  const withoutNear = withoutFilter('near')
  const { nearby } = matches

  return {
    categories: counted(
      options.categories,
      sets.category,
      withoutFilter('category', 'support'),
      (value) => value === query.category,
    ),
    supports: counted(
      chosenCategory?.supports ?? options.categories.flatMap((category) => category.supports),
      sets.support,
      withoutFilter('support'),
      (value) => query.supports.includes(value),
    ),
    audiences: counted(
      options.audiences,
      sets.audience,
      withoutFilter('audience'),
      (value) => value === query.audience,
    ),
    expertise: counted(
      options.expertise,
      sets.expertise,
      withoutFilter('expertise'),
      (value) => value === query.expertise,
    ),
    culturalGroups: counted(
      options.culturalGroups,
      sets.cultural,
      withoutFilter('cultural'),
      (value) => value === query.cultural,
    ),
    specialGroups: counted(
      options.specialGroups,
      sets.special,
      withoutFilter('special'),
      (value) => value === query.special,
    ),
    delivery: counted(options.delivery, sets.delivery, withoutFilter('delivery'), (value) =>
      query.delivery.includes(value),
    ),
    states: counted(options.states, sets.state, withoutFilter('state'), (value) => value === query.state),
    noFee: withoutFilter('noFee').countAnd(sets.noFee),
    ndis: withoutFilter('ndis').countAnd(sets.ndis),
    openNow: matches.openNow ? withoutFilter('openNow').countAnd(matches.openNow) : 0,
    weekends: withoutFilter('weekends').countAnd(index.opening.weekends),
    atsi: query.age === undefined ? withoutAge.count() : withoutAge.countAnd(sets.byAtsiAge[query.age]!),
    radiiKm: nearby
      ? options.radiiKm.map((km) => ({
          km,
          count: withoutNear.countAnd(nearby.within(km)),
          ...(km === query.radiusKm && { selected: true }),
        }))
      : [],
  }
}
