import { allOf, filterSets, type FilterName, type SearchMatches } from './filters'
import { DEFAULT_RADIUS_KM } from '~/lib/geo/distance'
import { finderHref, type FinderQuery } from './finder-query'
import type { Option, ServicesIndex } from './services-index'

export interface ActiveFilter {
  filter: FilterName
  /** The filter in plain words: "Category: Aged care", "No fee", "Within 25 km of Parramatta NSW". */
  label: string
  /** The finder with this filter removed. */
  removeHref: string
  /** How many results there would be without it. */
  totalWithout: number
}

/** A change that would find something when a search finds nothing. */
export interface Loosening {
  label: string
  href: string
  total: number
}

/** The filters a search uses, in the order of the form, each with a link that removes it. */
export function describeActiveFilters(
  index: ServicesIndex,
  query: FinderQuery,
  matches: SearchMatches,
): ActiveFilter[] {
  const { options } = index
  const labelOf = (choices: Option[], value: string) => choices.find((choice) => choice.value === value)?.label ?? value
  const supports = options.categories.flatMap((category) => category.supports)
  const described: Array<{ filter: FilterName; label: string; without: FinderQuery }> = []
  const add = (filter: FilterName, label: string, changes: Partial<FinderQuery>) =>
    described.push({ filter, label, without: { ...query, ...changes } })

  if (query.keywords && matches.keywords) add('keywords', `Keywords: "${query.keywords}"`, { keywords: undefined })
  const needs = query.wordsOnly ? [] : (matches.keywords?.needs ?? [])
  if (needs.length)
    add(
      'reading',
      `Services for ${needs.map((need) => need.label.toLowerCase()).join(' and ')} first, from your words`,
      { wordsOnly: true },
    )
  if (query.category)
    add('category', `Category: ${labelOf(options.categories, query.category)}`, { category: undefined, supports: [] })
  for (const support of query.supports)
    add('support', `Support: ${labelOf(supports, support)}`, {
      supports: query.supports.filter((value) => value !== support),
    })
  if (query.audience) add('audience', `For: ${labelOf(options.audiences, query.audience)}`, { audience: undefined })
  if (query.expertise)
    add('expertise', `Expertise: ${labelOf(options.expertise, query.expertise)}`, { expertise: undefined })
  if (query.age !== undefined)
    add('age', `Age: ${query.age}${query.atsi ? ', Aboriginal and/or Torres Strait Islander' : ''}`, {
      age: undefined,
      atsi: false,
    })
  if (query.noFee) add('noFee', 'No fee', { noFee: false })
  if (query.ndis) add('ndis', 'NDIS registered', { ndis: false })
  if (query.cultural) add('cultural', labelOf(options.culturalGroups, query.cultural), { cultural: undefined })
  if (query.special)
    add('special', `Special group: ${labelOf(options.specialGroups, query.special)}`, { special: undefined })
  for (const way of query.delivery)
    add('delivery', `Delivered: ${labelOf(options.delivery, way)}`, {
      delivery: query.delivery.filter((value) => value !== way),
    })
  if (query.openNow) add('openNow', 'Open now', { openNow: false })
  if (query.weekends) add('weekends', 'Open on weekends', { weekends: false })
  if (query.state) add('state', `In ${labelOf(options.states, query.state)}`, { state: undefined })
  if (query.place)
    add('near', `Within ${query.radiusKm} km of ${query.place.label}`, {
      place: undefined,
      radiusKm: DEFAULT_RADIUS_KM,
      sort: 'title',
    })

  const size = index.services.length
  return described.map(({ filter, label, without }) => {
    const loosened = { ...without, page: 1 }
    return {
      filter,
      label,
      removeHref: finderHref(loosened),
      totalWithout: allOf(size, filterSets(index, loosened, matches)).count(),
    }
  })
}

/**
 * For a search that finds nothing: each filter whose removal alone finds something, and with a place,
 * each greater distance that finds something.
 */
export function loosenings(
  query: FinderQuery,
  activeFilters: ActiveFilter[],
  radiusCounts: Array<{ km: number; count: number }>,
): Loosening[] {
  const removals = activeFilters
    .filter((filter) => filter.totalWithout > 0)
    .map((filter) => ({ label: `Remove "${filter.label}"`, href: filter.removeHref, total: filter.totalWithout }))
  const place = query.place
  const widenings = place
    ? radiusCounts
        .filter(({ km, count }) => km > query.radiusKm && count > 0)
        .map(({ km, count }) => ({
          label: `Search within ${km} km of ${place.label}`,
          href: finderHref({ ...query, radiusKm: km, page: 1 }),
          total: count,
        }))
    : []
  return [...widenings, ...removals]
}
