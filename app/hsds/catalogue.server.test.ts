import { beforeAll, describe, expect, it } from 'vitest'
import type { SearchIndex } from '~/search/search-index'
import { searchIndex } from '~/search/search-index.server'
import { distanceKm } from '~/lib/geo/distance'
import { hsdsCatalogue } from './catalogue.server'
import { parseServicesQuery } from './list-query'
import { fullService, ORGANIZATION_ID, serviceSummary } from './map.server'
import { findServices } from './service-filter.server'
import { stableId } from './stable-id.server'

const site = { origin: 'https://example.org' }
const query = (text: string) => {
  const parsed = parseServicesQuery(new URLSearchParams(text))
  if (!parsed.ok) throw new Error(parsed.message)
  return parsed.query
}

let words: SearchIndex
beforeAll(async () => {
  words = await searchIndex()
})

describe('the HSDS catalogue over the bundled dataset', () => {
  it('lists every indexed service, and only those, under stable ids', async () => {
    const catalogue = await hsdsCatalogue()
    expect(catalogue.servicePositions.size).toBe(catalogue.index.services.length)
    const summaries = catalogue.index.services.map((service) => serviceSummary(catalogue, service, site))
    expect(new Set(summaries.map((summary) => summary.id)).size).toBe(summaries.length)
    expect(summaries.every((summary) => Object.values(summary).every((value) => value !== null))).toBe(true)
  })

  it('maps a service with its locations, phone, fee, ages and taxonomy terms', async () => {
    const catalogue = await hsdsCatalogue()
    const service = catalogue.index.services.find((candidate) => candidate.id === 'service-0002')!
    const hsds = fullService(catalogue, service, site)
    expect(hsds).toMatchObject({
      id: stableId('service', 'service-0002'),
      organization_id: ORGANIZATION_ID,
      name: 'Home Care Packages – Blacktown',
      url: 'https://example.org/services/home-care-packages-blacktown',
      status: 'active',
      minimum_age: 65,
      eligibility_description: 'For people aged 65 and over; Aboriginal and/or Torres Strait Islander people aged 50 and over.',
      phones: [{ number: '02 5550 3408', type: 'voice' }],
      cost_options: [{ option: 'Fee' }],
      organization: { id: ORGANIZATION_ID, name: 'Altogether better care' },
    })
    expect(hsds.maximum_age).toBeUndefined()
    const locations = (hsds.service_at_locations as Array<{ location_id: string; location: { id: string } }>).map((record) => record.location_id)
    expect(locations).toEqual(service.locations.map((location) => stableId('location', location.id)))

    const terms = (hsds.attributes as Array<{ taxonomy_term: { code: string; parent_id?: string } }>).map((attribute) => attribute.taxonomy_term)
    const category = terms.find((term) => term.code === 'aged-care')
    const support = terms.find((term) => term.code === 'help-at-home')
    expect(category).toBeDefined()
    expect(support?.parent_id).toBe(stableId('taxonomy_term', 'category-aged-care'))
  })

  it('finds services by words in the site’s one text index, as the finder and /search do, best fit first', async () => {
    const catalogue = await hsdsCatalogue()
    const found = findServices(catalogue, query('search=counceling'), words)
    const titles = found.ok ? found.positions.map((position) => catalogue.index.services[position]!.title) : []
    expect(titles.length).toBeGreaterThan(0)
    expect(titles).toEqual(words.services('counceling', { places: false })!.hits.map((hit) => catalogue.index.services[catalogue.index.positionOf.get(hit.id)!]!.title))
    expect(titles).toContain('Community Counselling – Dandenong')
  })

  it('takes a place in the words as a word to match, and finds nothing when no service has every word', async () => {
    const catalogue = await hsdsCatalogue()
    const found = findServices(catalogue, query('search=counselling dandenong'), words)
    expect(found.ok && found.positions.map((position) => catalogue.index.services[position]!.title)).toEqual(['Community Counselling – Dandenong'])
    expect(findServices(catalogue, query('search=dementia xylophone'), words)).toEqual({ ok: true, positions: [] })
  })

  it('finds services by taxonomy term', async () => {
    const catalogue = await hsdsCatalogue()
    const found = findServices(catalogue, query(`taxonomy_term_id=${stableId('taxonomy_term', 'category-aged-care')}`), words)
    expect(found.ok).toBe(true)
    if (!found.ok) return
    expect(found.positions.length).toBeGreaterThan(0)
    expect(found.positions.map((position) => catalogue.index.services[position]!.category?.slug)).toEqual(found.positions.map(() => 'aged-care'))
    expect(findServices(catalogue, query(`taxonomy_term_id=${stableId('taxonomy_term', 'nothing')}`), words).ok).toBe(false)
  })

  it('finds services with a location within a distance of a postcode, and only those', async () => {
    const catalogue = await hsdsCatalogue()
    const centre = catalogue.index.places.find('2150')
    if (!centre.ok) throw new Error(centre.message)
    const found = findServices(catalogue, query('postcode=2150&proximity=10000'), words)
    if (!found.ok) throw new Error(found.message)
    const near = (position: number) =>
      catalogue.index.services[position]!.locations.some(
        (location) => location.latitude !== null && location.longitude !== null && distanceKm(centre.place, { latitude: location.latitude, longitude: location.longitude }) <= 10,
      )
    const expected = catalogue.index.services.flatMap((_, position) => (near(position) ? [position] : []))
    expect(found.positions).toEqual(expected)
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(catalogue.index.services.length)
    expect(findServices(catalogue, query('postcode=0999'), words)).toEqual({ ok: false, message: 'postcode 0999 is not one we know: none of our locations has it.' })
  })

  it('finds services modified on or after a time', async () => {
    const catalogue = await hsdsCatalogue()
    const all = findServices(catalogue, query('modified_after=2000-01-01'), words)
    const none = findServices(catalogue, query('modified_after=2100-01-01T00:00:00Z'), words)
    expect(all.ok && all.positions.length).toBe(catalogue.index.services.length)
    expect(none.ok && none.positions.length).toBe(0)
  })

  it('gives supports their category as parent', async () => {
    const { taxonomy } = await hsdsCatalogue()
    const supports = taxonomy.terms.filter((term) => term.kind === 'support')
    expect(supports.length).toBeGreaterThan(0)
    expect(supports.every((term) => term.parentId && taxonomy.termsById.get(term.parentId)?.kind === 'category')).toBe(true)
  })
})
