import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Ajv, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import { beforeAll, inject } from 'vitest'
import { stableId } from '~/hsds/stable-id.server'
import { problemDetail } from './support/api-problem'
import { describe, expect, test as it } from './support/fixture'

const baseUrl = inject('baseUrl')
const SCHEMAS = path.resolve(import.meta.dirname, '../fixtures/hsds')
const BASE = 'https://hsds.schemas.test/'

/** Every HSDS schema, under the file name the others refer to it by; lists are checked against the Page schema of openapi.json. */
function hsdsValidators() {
  const ajv = new Ajv({ strict: false, allErrors: true })
  addFormats(ajv)
  const load = (file: string) => JSON.parse(readFileSync(path.join(SCHEMAS, file), 'utf8')) as Record<string, unknown>
  for (const file of readdirSync(SCHEMAS).filter((name) => name.endsWith('.json') && name !== 'openapi.json'))
    ajv.addSchema({ ...load(file), $id: `${BASE}${file}` })
  for (const file of readdirSync(path.join(SCHEMAS, 'compiled')))
    ajv.addSchema({
      ...load(`compiled/${file}`),
      $id: `${BASE}compiled/${file}`,
    })
  const openapi = load('openapi.json') as {
    components: { schemas: { Page: Record<string, unknown> } }
  }
  const page = {
    ...openapi.components.schemas.Page,
    required: ['total_items', 'total_pages', 'page_number', 'size', 'first_page', 'last_page', 'empty', 'contents'],
  }
  const listOf = (item: string) =>
    ajv.compile({
      allOf: [page],
      properties: {
        contents: { type: 'array', items: { $ref: `${BASE}${item}` } },
      },
    })
  const one = (file: string) => ajv.getSchema(`${BASE}${file}`)!
  return {
    service: one('service.json'),
    location: one('location.json'),
    organization: one('organization.json'),
    serviceAtLocation: one('service_at_location.json'),
    taxonomy: one('taxonomy.json'),
    taxonomyTerm: one('taxonomy_term.json'),
    serviceList: listOf('compiled/service_list.json'),
    serviceAtLocationList: listOf('compiled/service_at_location_list.json'),
    organizationList: listOf('compiled/organization_list.json'),
    taxonomyList: listOf('taxonomy.json'),
    taxonomyTermList: listOf('taxonomy_term.json'),
  }
}

let schemas: ReturnType<typeof hsdsValidators>

interface Page<Item> {
  total_items: number
  total_pages: number
  page_number: number
  size: number
  contents: Item[]
}
type Service = {
  id: string
  name: string
  service_at_locations?: Array<{
    location_id: string
    location: { id: string }
  }>
}

async function get(pathAndQuery: string) {
  const response = await fetch(`${baseUrl}/api/hsds${pathAndQuery}`)
  return { response, body: (await response.json()) as unknown }
}

/** Fetches and checks the status, JSON, caching and cross-origin headers, and the schema. */
async function valid<Body>(pathAndQuery: string, validate: ValidateFunction): Promise<Body> {
  const { response, body } = await get(pathAndQuery)
  expect(response.status, pathAndQuery).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  expect(response.headers.get('cache-control')).toBe('public, max-age=300')
  expect(response.headers.get('access-control-allow-origin')).toBe('*')
  expect(validate(body), `${pathAndQuery}: ${JSON.stringify(validate.errors)}`).toBe(true)
  return body as Body
}

async function allPages<Item>(
  pathAndQuery: string,
  validate: ValidateFunction,
  perPage: number,
): Promise<{ items: Item[]; first: Page<Item> }> {
  const separator = pathAndQuery.includes('?') ? '&' : '?'
  const first = await valid<Page<Item>>(`${pathAndQuery}${separator}per_page=${perPage}`, validate)
  const items = [...first.contents]
  for (let page = 2; page <= first.total_pages; page++)
    items.push(
      ...(await valid<Page<Item>>(`${pathAndQuery}${separator}per_page=${perPage}&page=${page}`, validate)).contents,
    )
  return { items, first }
}

beforeAll(() => {
  schemas = hsdsValidators()
})

describe('/api/hsds', () => {
  it('says which HSDS version it follows', async () => {
    const { response, body } = await get('/')
    expect(response.status).toBe(200)
    expect(body).toMatchObject({
      version: '3.1',
      profile: expect.stringMatching(/^https:\/\//),
      openapi_url: expect.stringMatching(/openapi\.json$/),
    })
  })

  it('lists services in pages that add up to the total, each page valid HSDS', async () => {
    const { items, first } = await allPages<Service>('/services', schemas.serviceList, 40)
    expect(first.total_items).toBeGreaterThan(40)
    expect(items).toHaveLength(first.total_items)
    expect(new Set(items.map((service) => service.id)).size).toBe(first.total_items)
    const defaults = await valid<Page<Service>>('/services', schemas.serviceList)
    expect(defaults.contents).toHaveLength(Math.min(50, first.total_items))
  })

  it('gives every service in full, valid HSDS, and every location it is at', async () => {
    const { items } = await allPages<Service>('/services', schemas.serviceList, 100)
    for (const { id } of items) {
      const service = await valid<Service>(`/services/${id}`, schemas.service)
      for (const record of service.service_at_locations ?? []) {
        expect(record.location.id).toBe(record.location_id)
        await valid(`/locations/${record.location_id}`, schemas.location)
      }
    }
  })

  it('lists services at locations, organisations, taxonomies and terms as valid HSDS', async () => {
    const atLocations = await allPages<{ id: string }>('/service_at_locations', schemas.serviceAtLocationList, 100)
    expect(atLocations.items).toHaveLength(atLocations.first.total_items)
    await valid(`/service_at_locations/${atLocations.items[0]!.id}`, schemas.serviceAtLocation)

    const organizations = await valid<Page<{ id: string; name: string }>>('/organizations', schemas.organizationList)
    expect(organizations.contents.map((organization) => organization.name)).toEqual(['Altogether better care'])
    await valid(`/organizations/${organizations.contents[0]!.id}`, schemas.organization)

    const taxonomies = await valid<Page<{ id: string }>>('/taxonomies', schemas.taxonomyList)
    await valid(`/taxonomies/${taxonomies.contents[0]!.id}`, schemas.taxonomy)
    const terms = await allPages<{
      id: string
      code: string
      parent_id?: string
    }>('/taxonomy_terms', schemas.taxonomyTermList, 100)
    await valid(`/taxonomy_terms/${terms.items[0]!.id}`, schemas.taxonomyTerm)
    expect(terms.items.some((term) => term.parent_id)).toBe(true)
  })

  it('searches by keyword and by taxonomy term', async () => {
    const counselling = await valid<Page<Service>>('/services?search=counselling&per_page=100', schemas.serviceList)
    expect(counselling.total_items).toBeGreaterThan(0)
    const all = await valid<Page<Service>>('/services?per_page=100', schemas.serviceList)
    expect(counselling.total_items).toBeLessThan(all.total_items)
    const terms = await valid<Page<{ id: string; code: string }>>(
      '/taxonomy_terms?per_page=100',
      schemas.taxonomyTermList,
    )
    const agedCare = terms.contents.find((term) => term.code === 'aged-care')!
    const inAgedCare = await valid<Page<Service>>(
      `/services?taxonomy_term_id=${agedCare.id}&per_page=100`,
      schemas.serviceList,
    )
    expect(inAgedCare.total_items).toBeGreaterThan(0)
    expect(inAgedCare.total_items).toBeLessThan(all.total_items)
  })

  it('finds services near a postcode, more the farther it looks', async () => {
    const near = await valid<Page<Service>>('/services?postcode=2150&proximity=5000&per_page=100', schemas.serviceList)
    const farther = await valid<Page<Service>>(
      '/services?postcode=2150&proximity=50000&per_page=100',
      schemas.serviceList,
    )
    expect(near.total_items).toBeGreaterThan(0)
    expect(farther.total_items).toBeGreaterThanOrEqual(near.total_items)
    for (const { id } of near.contents) {
      const service = await valid<Service>(`/services/${id}`, schemas.service)
      expect(service.service_at_locations?.length).toBeGreaterThan(0)
    }
  })

  it.each([
    ['/services?per_page=500', 'per_page must be a whole number from 1 to 100.'],
    ['/services?page=0', 'page must be a whole number from 1 up.'],
    ['/services?page=99', 'page must be from 1 to'],
    ['/services?modified_after=soon', 'modified_after must be'],
    ['/services?proximity=1000', 'proximity needs a postcode'],
    ['/services?postcode=abcd', 'postcode must be'],
    ['/taxonomy_terms?per_page=-1', 'per_page must be'],
  ])('%s: 400 with a message', async (pathAndQuery, message) => {
    const response = await fetch(`${baseUrl}/api/hsds${pathAndQuery}`)
    expect(await problemDetail(response, 400, 'Bad Request')).toContain(message)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })

  it.each([
    ['hidden', 'service-0155'],
    ['inactive', 'service-0161'],
  ])('gives 404 for a %s service', async (_, documentId) => {
    const response = await fetch(`${baseUrl}/api/hsds/services/${stableId('service', documentId)}`)
    expect(await problemDetail(response, 404, 'Not Found')).toContain('There is no service with id')
  })

  it.each([
    '/services/00000000-0000-5000-8000-000000000000',
    '/services/not-a-uuid',
    '/locations/00000000-0000-5000-8000-000000000000',
    '/taxonomy_terms/x',
    '/organizations/x',
  ])('%s: 404 with a message', async (pathAndQuery) => {
    const response = await fetch(`${baseUrl}/api/hsds${pathAndQuery}`)
    expect(await problemDetail(response, 404, 'Not Found')).toMatch(/^There is no /)
  })
})
