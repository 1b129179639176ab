import { env } from '~/config/env.server'
import { searchIndexFor } from '~/search/search-index.server'
import { hsdsCatalogue } from './catalogue.server'
import { parsePaging, parseServicesQuery } from './list-query'
import * as hsds from './map.server'
import { pageOf } from './page'
import { badParameter, jsonAnswer, notFound } from './respond.server'
import { findServices } from './service-filter.server'

/** The HSDS version we follow, and where its base profile and API description are published. */
const HSDS_VERSION = '3.1'
const PROFILE_URL = 'https://docs.openreferral.org/en/3.1/hsds/overview.html'
const OPENAPI_URL = 'https://raw.githubusercontent.com/openreferral/specification/3.1/schema/openapi.json'

/** Absolute URLs in answers start with SITE_URL: never the request's Host header, which the caller chooses. */
const ourSite = (): hsds.Site => ({ origin: env().SITE_URL })
const searchOf = (request: Request) => new URL(request.url).searchParams
/** Ids are UUIDs; HSDS clients may write them in either case. */
const normaliseId = (id: string | undefined) => (id ?? '').toLowerCase()

export function apiInformation(): Response {
  return jsonAnswer({ version: HSDS_VERSION, profile: PROFILE_URL, openapi_url: OPENAPI_URL })
}

export async function listServices(request: Request): Promise<Response> {
  const parsed = parseServicesQuery(searchOf(request))
  if (!parsed.ok) return badParameter(parsed.message)
  const catalogue = await hsdsCatalogue()
  const found = findServices(catalogue, parsed.query, await searchIndexFor(parsed.query.search ?? '', { places: false, ranked: 'services' }))
  if (!found.ok) return badParameter(found.message)
  const answer = pageOf(found.positions, parsed.query)
  if (!answer.ok) return badParameter(answer.message)
  const site = ourSite()
  return jsonAnswer({ ...answer.page, contents: answer.page.contents.map((position) => hsds.serviceSummary(catalogue, catalogue.index.services[position]!, site)) })
}

export async function getService(request: Request, id: string | undefined): Promise<Response> {
  const catalogue = await hsdsCatalogue()
  const position = catalogue.servicePositions.get(normaliseId(id))
  const service = position === undefined ? undefined : catalogue.index.services[position]
  if (!service) return notFound('service', normaliseId(id))
  return jsonAnswer(hsds.fullService(catalogue, service, ourSite()))
}

export async function listServiceAtLocations(request: Request): Promise<Response> {
  const paging = parsePaging(searchOf(request))
  if (!paging.ok) return badParameter(paging.message)
  const catalogue = await hsdsCatalogue()
  const answer = pageOf(catalogue.serviceAtLocations, paging.query)
  if (!answer.ok) return badParameter(answer.message)
  const site = ourSite()
  return jsonAnswer({ ...answer.page, contents: answer.page.contents.map((record) => hsds.serviceAtLocation(catalogue, record, site)) })
}

export async function getServiceAtLocation(request: Request, id: string | undefined): Promise<Response> {
  const catalogue = await hsdsCatalogue()
  const record = catalogue.serviceAtLocationsById.get(normaliseId(id))
  if (!record) return notFound('service at location', normaliseId(id))
  return jsonAnswer(hsds.serviceAtLocation(catalogue, record, ourSite()))
}

export async function getLocation(request: Request, id: string | undefined): Promise<Response> {
  const catalogue = await hsdsCatalogue()
  const location = catalogue.locationsById.get(normaliseId(id))
  if (!location) return notFound('location', normaliseId(id))
  return jsonAnswer(hsds.location(catalogue, location, ourSite()))
}

export function listOrganizations(request: Request): Response {
  const paging = parsePaging(searchOf(request))
  if (!paging.ok) return badParameter(paging.message)
  const answer = pageOf([hsds.organization(ourSite())], paging.query)
  return answer.ok ? jsonAnswer(answer.page) : badParameter(answer.message)
}

export async function getOrganization(request: Request, id: string | undefined): Promise<Response> {
  if (normaliseId(id) !== hsds.ORGANIZATION_ID) return notFound('organization', normaliseId(id))
  const catalogue = await hsdsCatalogue()
  const site = ourSite()
  return jsonAnswer({
    ...hsds.organization(site),
    locations: catalogue.index.locations.map((location) => hsds.location(catalogue, location, site)),
    services: catalogue.index.services.map((service) => hsds.serviceSummary(catalogue, service, site)),
  })
}

export async function listTaxonomies(request: Request): Promise<Response> {
  const paging = parsePaging(searchOf(request))
  if (!paging.ok) return badParameter(paging.message)
  const { taxonomy } = await hsdsCatalogue()
  const answer = pageOf(taxonomy.taxonomies.map(hsds.taxonomy), paging.query)
  return answer.ok ? jsonAnswer(answer.page) : badParameter(answer.message)
}

export async function getTaxonomy(id: string | undefined): Promise<Response> {
  const { taxonomy } = await hsdsCatalogue()
  const found = taxonomy.taxonomies.find((record) => record.id === normaliseId(id))
  return found ? jsonAnswer(hsds.taxonomy(found)) : notFound('taxonomy', normaliseId(id))
}

export async function listTaxonomyTerms(request: Request): Promise<Response> {
  const paging = parsePaging(searchOf(request))
  if (!paging.ok) return badParameter(paging.message)
  const { taxonomy } = await hsdsCatalogue()
  const site = ourSite()
  const answer = pageOf(taxonomy.terms, paging.query)
  if (!answer.ok) return badParameter(answer.message)
  return jsonAnswer({ ...answer.page, contents: answer.page.contents.map((term) => hsds.taxonomyTerm(term, site)) })
}

export async function getTaxonomyTerm(request: Request, id: string | undefined): Promise<Response> {
  const { taxonomy } = await hsdsCatalogue()
  const term = taxonomy.termsById.get(normaliseId(id))
  return term ? jsonAnswer(hsds.taxonomyTerm(term, ourSite())) : notFound('taxonomy term', normaliseId(id))
}
