/**
 * The site's content as Open Referral HSDS 3.1 objects: the organisation (the site's one), services
 * (the list's fields, or whole with their phones, cost option, service-at-locations and taxonomy terms
 * as attributes), services at locations, locations (address, phones, accessibility, opening hours),
 * taxonomies and their terms. Each is made from the services index's entry (`IndexedService`,
 * `IndexedLocation`) joined with the details only HSDS publishes (`HsdsCatalogue`), with stable UUIDs
 * (stable-id.server.ts) and absolute links to the site's pages.
 */
import { href } from 'react-router'
import { internalPath } from '~/content/links'
import { absoluteUrl } from '~/lib/addresses/site-url'
import { ageRangeInWords } from '~/services/age-words'
import type { IndexedLocation, IndexedService } from '~/services/services-index'
import type { HsdsCatalogue, ServiceAtLocationRecord } from './catalogue.server'
import type { HsdsObject } from './hsds-object'
import { serviceAtLocationId } from './catalogue.server'
import { hsdsSchedules } from './schedules.server'
import { stableId } from './stable-id.server'
import type { TaxonomyRecord, TermKind, TermRecord } from './taxonomy.server'

/** Where links in the answers point: the site's own address (SITE_URL, never the request's Host: decision 0018). */
export interface Site {
  origin: string
}

export const ORGANIZATION_NAME = 'Altogether better care'
export const ORGANIZATION_ID = stableId('organization', 'altogether-better-care')
const ORGANIZATION_DESCRIPTION = 'A community care and support organisation: aged care, disability, mental health, family and community services across Australia.'
/** Upper ages of 100 or more mean 'no upper limit' in the sync. */
const NO_UPPER_AGE = 100

/** A path's absolute URL on the site the request came to; null (so left out) for no path. */
function siteUrlOf(site: Site, path: string | null): string | null {
  return path ? absoluteUrl(site.origin, path) : null
}

function withValues(object: Record<string, unknown>): HsdsObject {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== null && value !== undefined))
}

export function organization(site: Site): HsdsObject {
  return { id: ORGANIZATION_ID, name: ORGANIZATION_NAME, description: ORGANIZATION_DESCRIPTION, website: absoluteUrl(site.origin, href('/')) }
}

/** The one-to-one fields of a service: what the list gives (compiled/service_list.json). */
export function serviceSummary(catalogue: HsdsCatalogue, service: IndexedService, site: Site): HsdsObject {
  const details = catalogue.serviceDetails.get(service.id)
  const { ageStart, ageEnd } = service.ages
  return withValues({
    id: stableId('service', service.id),
    organization_id: ORGANIZATION_ID,
    name: service.title,
    alternate_name: service.aliases.length ? service.aliases.join('; ') : null,
    description: details?.description ?? service.summary,
    url: absoluteUrl(site.origin, href('/services/:slug', { slug: service.slug })),
    email: details?.email,
    status: 'active',
    fees_description: service.noFee ? 'No fee.' : details?.fee,
    eligibility_description: eligibility(service),
    minimum_age: ageStart !== null && ageStart > 0 ? ageStart : null,
    maximum_age: ageEnd !== null && ageEnd < NO_UPPER_AGE ? ageEnd : null,
    last_modified: lastModified(details?.modified),
  })
}

/** A service with everything HSDS nests in it (compiled/service.json). */
export function fullService(catalogue: HsdsCatalogue, service: IndexedService, site: Site): HsdsObject {
  const summary = serviceSummary(catalogue, service, site)
  const serviceId = summary.id as string
  const details = catalogue.serviceDetails.get(service.id)
  return {
    ...summary,
    phones: details?.phone ? [phone(details.phone, `service:${service.id}`, { service_id: serviceId })] : [],
    schedules: hsdsSchedules(details?.hours ?? null, null, { link: { service_id: serviceId }, key: `service:${service.id}`, state: details?.state ?? service.state }),
    service_at_locations: service.locations.map((location) => serviceAtLocation(catalogue, { id: serviceAtLocationId(service, location), service, location }, site)),
    organization: organization(site),
    cost_options: [costOption(service, serviceId, details?.fee ?? null)],
    attributes: termsOf(catalogue, service).map((term) =>
      withValues({
        id: stableId('attribute', `${service.id}|${term.id}`),
        link_id: serviceId,
        link_type: 'service',
        link_entity: 'service',
        taxonomy_term_id: term.id,
        taxonomy_term: taxonomyTerm(term, site),
        value: term.name,
      }),
    ),
  }
}

export function serviceAtLocation(catalogue: HsdsCatalogue, record: ServiceAtLocationRecord, site: Site): HsdsObject {
  return {
    id: record.id,
    service_id: stableId('service', record.service.id),
    location_id: stableId('location', record.location.id),
    location: location(catalogue, record.location, site),
  }
}

export function location(catalogue: HsdsCatalogue, place: IndexedLocation, site: Site): HsdsObject {
  const id = stableId('location', place.id)
  const details = catalogue.locationDetails.get(place.id)
  const hasAddress = details?.address && place.suburb && place.state && place.postcode
  return withValues({
    id,
    location_type: 'physical',
    url: place.slug ? absoluteUrl(site.origin, href('/locations/:slug', { slug: place.slug })) : null,
    organization_id: ORGANIZATION_ID,
    name: place.title,
    latitude: place.latitude,
    longitude: place.longitude,
    addresses: hasAddress
      ? [
          withValues({
            id: stableId('address', place.id),
            location_id: id,
            address_1: details.address,
            city: place.suburb,
            region: details.lga,
            state_province: place.state,
            postal_code: place.postcode,
            country: 'AU',
            address_type: 'physical',
          }),
        ]
      : [],
    phones: details?.phone ? [phone(details.phone, `location:${place.id}`, { location_id: id })] : [],
    accessibility: details?.disabilityAccess ? [{ id: stableId('accessibility', place.id), location_id: id, description: details.disabilityAccess }] : [],
    schedules: hsdsSchedules(details?.hours ?? null, details?.openingHours ?? null, { link: { location_id: id }, key: place.id, state: details?.state ?? place.state }),
  })
}

export function taxonomy(record: TaxonomyRecord): HsdsObject {
  return { id: record.id, name: record.name, description: record.description }
}

export function taxonomyTerm(term: TermRecord, site: Site): HsdsObject {
  return withValues({
    id: term.id,
    code: term.slug,
    name: term.name,
    description: term.description,
    parent_id: term.parentId,
    taxonomy_id: term.taxonomyId,
    term_uri: siteUrlOf(site, internalPath({ _type: term.kind, slug: term.slug, ancestors: null })),
  })
}

/** The taxonomy terms a service has: its category, supports, audiences and expertise. */
export function termsOf(catalogue: HsdsCatalogue, service: IndexedService): TermRecord[] {
  const slugs: Record<TermKind, string[]> = {
    category: service.category ? [service.category.slug] : [],
    support: service.supports,
    audience: service.audiences,
    expertise: service.expertise,
  }
  return catalogue.taxonomy.terms.filter((term) => slugs[term.kind].includes(term.slug))
}

function phone(number: string, owner: string, links: Record<string, string>): HsdsObject {
  return { id: stableId('phone', owner), ...links, number, type: 'voice' }
}

function costOption(service: IndexedService, serviceId: string, fee: string | null): HsdsObject {
  const id = stableId('cost_option', service.id)
  if (service.noFee) return { id, service_id: serviceId, option: 'No fee', currency: 'AUD', amount: 0 }
  return withValues({ id, service_id: serviceId, option: 'Fee', amount_description: fee })
}

function eligibility(service: IndexedService): string | null {
  const { ageStart, ageEnd, atsiAgeStart, atsiAgeEnd } = service.ages
  const general = ageRangeInWords(ageStart, ageEnd)
  const atsi = ageRangeInWords(atsiAgeStart, atsiAgeEnd)
  if (!general) return null
  const sentence = `For people ${general}`
  return atsi && atsi !== general ? `${sentence}; Aboriginal and/or Torres Strait Islander people ${atsi}.` : `${sentence}.`
}

/** The sync's timestamp as an ISO date-time, or nothing when it is missing or not a date. */
export function lastModified(value: string | null | undefined): string | null {
  if (!value) return null
  const time = Date.parse(value)
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}
