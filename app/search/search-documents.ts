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
  const names = new Map((states ?? []).flatMap((state) => (state.code && state.name ? [[state.code, state.name] as const] : [])))
  return (code) => (code ? join(code, names.get(code)) : null)
}

function pathFor(_type: string, slug: string | null, ancestors: Array<string | null> | null = null): string | null {
  return internalPath({ _type, slug, ancestors })
}

/** The fields a kind of document has nothing for. */
const NO_TEXT = { aliases: '', summary: '', body: '', provided: '', labels: '', place: '', detail: null, points: [] } as const

/** The services index's read (finderIndexQuery): its visible services, and its locations' coordinates. */
export type ServicesRead = Pick<FinderIndexQueryResult, 'services' | 'locations'>

/**
 * Everything in a search index read, with the visible services and locations' coordinates as the
 * services index read them (finderIndexQuery), as documents; anything without a title or an address is
 * left out. They are made one at a time as the index takes them, so that making 11,000 of them can
 * pause between any two.
 */
export function* searchDocuments(content: SearchIndexQueryResult, { services, locations }: ServicesRead): Generator<SearchDocument> {
  const state = stateNames(content.states)
  const pointOf = new Map(
    locations.flatMap((location) =>
      location.latitude !== null && location.longitude !== null ? [[location._id, { latitude: location.latitude, longitude: location.longitude }] as const] : [],
    ),
  )
  const pointsOf = (ids: Array<string | null> | null) => [...new Set(ids ?? [])].flatMap((id) => (id ? (pointOf.get(id) ?? []) : []))
  for (const service of services)
    yield* listed({
      id: service._id,
      type: 'services' as const,
      title: service.title ?? '',
      href: pathFor('service', service.slug),
      aliases: join(service.aliases),
      summary: join(service.summary),
      body: join(service.description),
      provided: join(service.servicesProvided),
      labels: join(service.labels),
      place: join(service.suburb, state(service.state)),
      detail: detail(service.suburb, service.state),
      points: pointsOf(service.locations),
    })
  for (const location of content.locations)
    yield* listed({
      ...NO_TEXT,
      id: location._id,
      type: 'locations' as const,
      title: location.title ?? '',
      href: pathFor('location', location.slug),
      summary: join(location.address),
      place: join(location.suburb, location.postcode, location.lga, state(location.state)),
      detail: location.address ?? null,
      points: pointsOf([location._id]),
    })
  for (const topic of content.topics)
    yield* listed({
      ...NO_TEXT,
      id: topic._id,
      type: 'topics' as const,
      title: topic.title ?? '',
      href: pathFor(topic._type, topic.slug),
      summary: join(topic.description),
      detail: TOPIC_KINDS[topic._type] ?? null,
    })
  for (const article of content.articles)
    yield* listed({
      ...NO_TEXT,
      id: article._id,
      type: 'articles' as const,
      title: article.title ?? '',
      href: pathFor('article', article.slug),
      summary: join(article.summary),
      body: join(article.body),
      labels: join(article.category),
      detail: article.category ?? null,
    })
  for (const page of content.pages)
    yield* listed({
      ...NO_TEXT,
      id: page._id,
      type: 'pages' as const,
      title: page.title ?? '',
      href: pathFor('page', page.slug, page.ancestors),
      summary: join(page.summary),
      body: join(page.text),
    })
  for (const listing of content.listings)
    yield* listed({
      ...NO_TEXT,
      id: listing._id,
      type: 'pages' as const,
      title: listing.title ?? '',
      href: pathFor(listing._type, null),
      summary: join(listing.intro),
    })
  for (const campaign of content.campaigns)
    yield* listed({
      ...NO_TEXT,
      id: campaign._id,
      type: 'campaigns' as const,
      title: campaign.title ?? '',
      href: pathFor('campaign', campaign.slug),
      summary: join(campaign.summary),
      body: join(campaign.text),
    })
  for (const role of content.openRoles)
    yield* listed({
      ...NO_TEXT,
      id: role._id,
      type: 'jobs' as const,
      title: role.title ?? '',
      href: pathFor('openRole', role.slug),
      summary: join(role.summary),
      body: join(role.body),
      labels: join(role.employmentType),
      place: join(role.location),
      detail: detail(role.employmentType, role.location),
    })
  for (const policy of content.policies)
    yield* listed({
      ...NO_TEXT,
      id: policy._id,
      type: 'policies' as const,
      title: policy.title ?? '',
      href: pathFor('policy', policy.slug),
      summary: join(policy.summary),
      body: join(policy.body),
    })
}

type Candidate = Omit<SearchDocument, 'href'> & { href: string | null }

const hasAddress = (document: Candidate): document is SearchDocument => document.href !== null

/** The document, unless it has no title or no address. */
function* listed(document: Candidate): Generator<SearchDocument> {
  if (document.title.trim() !== '' && hasAddress(document)) yield document
}
