import { internalPath } from '~/content/links'
import type { FinderIndexQueryResult, SearchIndexQueryResult } from '~/content/sanity.types'
import type { Coordinates } from '~/lib/geo/distance'
import type { ResultTypeKey } from './result-types'

/**
 * One thing the search can find, flattened into the fields the index weighs. For a service: title
 * and aliases first, then its descriptions, services provided, category, support and audience labels
 * and suburb; for a location: title, then suburb, postcode, council area and state.
 */
export interface SearchDocument {
  id: string
  type: ResultTypeKey
  title: string
  href: string
  /** Other names people know it by. */
  aliases: string
  /** The short description shown on cards. */
  summary: string
  /** The long text: descriptions, article bodies, page sections. */
  body: string
  /** What a service provides. */
  provided: string
  /** Category, support and audience labels; an article's category; a job's employment type. */
  labels: string
  /** Suburb, postcode, council area and state, with the state's name. */
  place: string
  /** A short line under the title: where a service or job is, when an article was published. */
  detail: string | null
  /** Where a service is offered or a location is, to rank by distance from a place in the query. */
  points: readonly Coordinates[]
}

const TOPIC_KINDS: Record<string, string> = {
  category: 'Category of services',
  support: 'Kind of support',
  audience: 'Services for a group of people',
  expertise: 'Area of expertise',
}

type Part = string | null | undefined | Array<string | null>

function present(parts: Part[]): string[] {
  return parts.flat().filter((part): part is string => typeof part === 'string' && part.trim() !== '')
}

/** Texts as one field; the line breaks keep a snippet from running one text into the next. */
function join(...parts: Part[]): string {
  return present(parts).join(' \n')
}

/** A short detail line: "Parramatta, NSW". */
function detail(...parts: Part[]): string | null {
  return present(parts).join(', ') || null
}

/** What an Australian state's code stands for, so "Victoria" finds what is in VIC. */
function stateNames(states: SearchIndexQueryResult['states']): (code: string | null) => string | null {
  const names = new Map(
    (states ?? []).flatMap((state) => (state.code && state.name ? [[state.code, state.name] as const] : [])),
  )
  return (code) => (code ? join(code, names.get(code)) : null)
}

function pathFor(_type: string, slug: string | null, ancestors: Array<string | null> | null = null): string | null {
  return internalPath({ _type, slug, ancestors })
}

/** The fields a kind of document has nothing for. */
export const NO_TEXT = {
  aliases: '',
  summary: '',
  body: '',
  provided: '',
  labels: '',
  place: '',
  detail: null,
  points: [],
} as const

/** The services index's read (finderIndexQuery): its visible services, and its locations' coordinates. */
export type ServicesRead = Pick<FinderIndexQueryResult, 'services' | 'locations'>

/** What a row of KINDS is given besides its item: a state's code with its name, and where location ids are. */
interface Helpers {
  state: (code: string | null) => string | null
  pointsOf: (ids: Array<string | null> | null) => Coordinates[]
}

/** A document's own fields: the rest are the item's id and title, and NO_TEXT. */
type Fields = Partial<Omit<Candidate, 'id' | 'type' | 'title'>> & { href: string | null }

/**
 * One row of KINDS: the kind of result, the items of the read that are of it, and their fields. Made
 * by `kind`, which keeps the item's type between the two functions.
 */
type Kind = (content: SearchIndexQueryResult, services: ServicesRead, helpers: Helpers) => Generator<SearchDocument>

function kind<Item extends { _id: string; title: string | null }>(
  type: ResultTypeKey,
  items: (content: SearchIndexQueryResult, services: ServicesRead) => readonly Item[],
  fields: (item: Item, helpers: Helpers) => Fields,
): Kind {
  return function* (content, services, helpers) {
    for (const item of items(content, services))
      yield* listed({ ...NO_TEXT, id: item._id, type, title: item.title ?? '', ...fields(item, helpers) })
  }
}

/** Every kind of thing the search finds, one row each, in the order the index takes them. */
const KINDS: readonly Kind[] = [
  kind(
    'services',
    (_, read) => read.services,
    (service, { state, pointsOf }) => ({
      href: pathFor('service', service.slug),
      aliases: join(service.aliases),
      summary: join(service.summary),
      body: join(service.description),
      provided: join(service.servicesProvided),
      labels: join(service.labels),
      place: join(service.suburb, state(service.state)),
      detail: detail(service.suburb, service.state),
      points: pointsOf(service.locations),
    }),
  ),
  kind(
    'locations',
    (content) => content.locations,
    (location, { state, pointsOf }) => ({
      href: pathFor('location', location.slug),
      summary: join(location.address),
      place: join(location.suburb, location.postcode, location.lga, state(location.state)),
      detail: location.address ?? null,
      points: pointsOf([location._id]),
    }),
  ),
  kind(
    'topics',
    (content) => content.topics,
    (topic) => ({
      href: pathFor(topic._type, topic.slug),
      summary: join(topic.description),
      detail: TOPIC_KINDS[topic._type] ?? null,
    }),
  ),
  kind(
    'articles',
    (content) => content.articles,
    (article) => ({
      href: pathFor('article', article.slug),
      summary: join(article.summary),
      body: join(article.body),
      labels: join(article.category),
      detail: article.category ?? null,
    }),
  ),
  kind(
    'pages',
    (content) => content.pages,
    (page) => ({
      href: pathFor('page', page.slug, page.ancestors),
      summary: join(page.summary),
      body: join(page.text),
    }),
  ),
  kind(
    'pages',
    (content) => content.listings,
    (listing) => ({ href: pathFor(listing._type, null), summary: join(listing.intro) }),
  ),
  kind(
    'campaigns',
    (content) => content.campaigns,
    (campaign) => ({
      href: pathFor('campaign', campaign.slug),
      summary: join(campaign.summary),
      body: join(campaign.text),
    }),
  ),
  kind(
    'jobs',
    (content) => content.openRoles,
    (role) => ({
      href: pathFor('openRole', role.slug),
      summary: join(role.summary),
      body: join(role.body),
      labels: join(role.employmentType),
      place: join(role.location),
      detail: detail(role.employmentType, role.location),
    }),
  ),
  kind(
    'policies',
    (content) => content.policies,
    (policy) => ({ href: pathFor('policy', policy.slug), summary: join(policy.summary), body: join(policy.body) }),
  ),
]

/**
 * Everything in a search index read, with the visible services and locations' coordinates as the
 * services index read them (finderIndexQuery), as documents (one row of KINDS for each kind); anything
 * without a title or an address is left out. They are made one at a time as the index takes them, so
 * that making 11,000 of them can pause between any two.
 */
export function* searchDocuments(content: SearchIndexQueryResult, services: ServicesRead): Generator<SearchDocument> {
  const pointOf = new Map(
    services.locations.flatMap((location) =>
      location.latitude !== null && location.longitude !== null
        ? [[location._id, { latitude: location.latitude, longitude: location.longitude }] as const]
        : [],
    ),
  )
  const helpers: Helpers = {
    state: stateNames(content.states),
    pointsOf: (ids) => [...new Set(ids ?? [])].flatMap((id) => (id ? (pointOf.get(id) ?? []) : [])),
  }
  for (const documentsOf of KINDS) yield* documentsOf(content, services, helpers)
}

type Candidate = Omit<SearchDocument, 'href'> & { href: string | null }

const hasAddress = (document: Candidate): document is SearchDocument => document.href !== null

/** The document, unless it has no title or no address. */
function* listed(document: Candidate): Generator<SearchDocument> {
  if (document.title.trim() !== '' && hasAddress(document)) yield document
}
