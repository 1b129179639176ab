import type { PageImage } from '~/content/images'
import type { FinderIndexQueryResult } from '~/content/sanity.types'
import { mapInTurns, takeTurns, type Turns } from '~/lib/long-work/turns.server'
import { Bitset } from './bitset'
import { DEFAULT_RADIUS_KM, SEARCH_RADII_KM } from '~/lib/geo/distance'
import { type AgeRanges, ageRange, OLDEST_AGE } from './eligibility'
import { expertiseMatcher } from './expertise'
import { NearbyIndex } from './nearby'
import { type OpeningFilter, openingFilter } from './opening-filter.server'
import { opensOnWeekends, weekOf } from '~/opening-hours/week'
import { australianGazetteer } from './gazetteer.server'
import type { Gazetteer } from './places'
import { normaliseText, slugOf } from '~/lib/text/words'
import { PerText } from '~/lib/memory/per-text'

type IndexData = FinderIndexQueryResult
type ServiceRow = IndexData['services'][number]

/** A choice in one of the finder's lists: `value` is what the URL carries. */
export interface Option {
  value: string
  label: string
}

export interface DescribedOption extends Option {
  description: string | null
}

export interface CategoryOption extends Option {
  colorPrimary: string | null
  colorSecondary: string | null
  /** By label (SPEC 9). */
  supports: Option[]
}

export interface AgeGroup {
  name: string
  ageStart: number | null
  ageEnd: number | null
}

/** The lists the finder's form offers, in the orders SPEC section 9 gives. */
export interface FinderOptions {
  categories: CategoryOption[]
  audiences: Option[]
  expertise: Option[]
  culturalGroups: DescribedOption[]
  specialGroups: DescribedOption[]
  delivery: DescribedOption[]
  states: Option[]
  ageGroups: AgeGroup[]
  radiiKm: readonly number[]
  defaultRadiusKm: number
}

export interface IndexedLocation {
  id: string
  title: string
  slug: string | null
  suburb: string | null
  postcode: string | null
  state: string | null
  latitude: number | null
  longitude: number | null
  /** Its usual week has hours on a Saturday or Sunday. */
  opensOnWeekends: boolean
}

export interface CategorySummary {
  label: string
  slug: string
  colorPrimary: string | null
  colorSecondary: string | null
}

/** A visible service with everything the finder filters on and a card shows. */
export interface IndexedService {
  id: string
  title: string
  slug: string
  aliases: string[]
  summary: string | null
  servicesProvided: string[]
  category: CategorySummary | null
  /** Option values (slugs) of its supports, audiences and expertise (by reference or pattern). */
  supports: string[]
  audiences: string[]
  expertise: string[]
  noFee: boolean
  ndis: boolean
  /** Option values from services settings, when the service's value is one of them. */
  culturalGroup: string | null
  specialGroup: string | null
  delivery: string[]
  suburb: string | null
  region: string | null
  state: string | null
  ages: AgeRanges
  /** Addressed when the index is built (page-images.server.ts), as pages receive images. */
  thumbnail: PageImage | null
  /** Its visible locations. */
  locations: IndexedLocation[]
}

/** For every option of every list filter, the services that have it. */
export interface OptionSets {
  category: Map<string, Bitset>
  support: Map<string, Bitset>
  audience: Map<string, Bitset>
  expertise: Map<string, Bitset>
  cultural: Map<string, Bitset>
  special: Map<string, Bitset>
  delivery: Map<string, Bitset>
  state: Map<string, Bitset>
  noFee: Bitset
  ndis: Bitset
  /** `byAge[age]`: the services a person of that age fits; `byAtsiAge` for an Aboriginal and/or Torres Strait Islander person. */
  byAge: Bitset[]
  byAtsiAge: Bitset[]
}

/**
 * Everything the finder answers from, built once per content version. A service's position in
 * `services` is its place in title order (SPEC 9, from the query's SERVICE_ORDER) and its bit in every set.
 */
export interface ServicesIndex {
  version: number
  services: IndexedService[]
  /** Every visible location; the nearby index refers to them by their place in this list. */
  locations: IndexedLocation[]
  options: FinderOptions
  sets: OptionSets
  /** A service's position by its id: the site's text index (app/search) answers with ids. */
  positionOf: Map<string, number>
  nearby: NearbyIndex
  /** Every Australian suburb and postcode (the same for every content version). */
  places: Gazetteer
  /** The services offered at each location (by location id), in title order. */
  servicesAt: Map<string, IndexedService[]>
  /** 'Open now' and 'Open on weekends', for services and locations. */
  opening: OpeningFilter
}

const present = <Value>(value: Value | null | undefined): value is Value => value !== null && value !== undefined

/**
 * Builds the index a few services at a time, letting requests waiting on the event loop in between:
 * a large dataset takes a noticeable fraction of a second.
 */
export async function buildServicesIndex(
  data: IndexData,
  version: number,
  /** Addresses a service's thumbnail (services-index.server.ts); without it, services have none. */
  addressImage: (image: NonNullable<ServiceRow['thumbnail']>) => PageImage | null = () => null,
): Promise<ServicesIndex> {
  const turns = takeTurns()
  // Services repeat the same labels and phrases many times over: each is normalised once.
  const normalised = new PerText(normaliseText)
  const options = finderOptionsFrom(data)
  const locations = data.locations.map((location): IndexedLocation => ({
    id: location._id,
    title: location.title ?? '',
    slug: location.slug,
    suburb: location.suburb,
    postcode: location.postcode,
    state: location.state,
    latitude: location.latitude,
    longitude: location.longitude,
    opensOnWeekends: location.hours ? opensOnWeekends(weekOf(location.hours)) : false,
  }))
  // A service without a slug has no page to link to, so it cannot be listed.
  const rows = data.services.filter((row) => row.slug)
  const services = await indexedServices(
    rows,
    data,
    options,
    locations,
    (text) => normalised.of(text),
    turns,
    addressImage,
  )
  await turns.pause()
  const sets = optionSets(services, options)
  await turns.pause()
  const positionOf = new Map(services.map((service, position) => [service.id, position]))
  const nearby = nearbyIndex(services, locations)
  await turns.pause()
  const places = await australianGazetteer(turns)
  const servicesAt = servicesByLocation(services)
  const opening = openingFilter(services, data)
  return { version, services, locations, options, sets, positionOf, nearby, places, servicesAt, opening }
}

function servicesByLocation(services: IndexedService[]): Map<string, IndexedService[]> {
  const byLocation = new Map<string, IndexedService[]>()
  for (const service of services) {
    for (const location of service.locations) {
      const here = byLocation.get(location.id)
      if (here) here.push(service)
      else byLocation.set(location.id, [service])
    }
  }
  return byLocation
}

type Thumbnail = NonNullable<ServiceRow['thumbnail']>

/**
 * An indexed service. Its thumbnail is addressed when a page first shows it: most cards are not shown
 * between two content changes, and addressing 10,000 services' images held the start-up for a fifth
 * of a second. A class, not an object literal with a `thumbnail` getter of its own: V8 kept each such
 * literal as a hash table (about 1.5 KB; 15 MB of the large dataset's heap) with a getter and a context
 * of its own, where instances of a class share one shape and one getter.
 */
class IndexedServiceEntry implements IndexedService {
  readonly id: string
  readonly title: string
  readonly slug: string
  readonly aliases: string[]
  readonly summary: string | null
  readonly servicesProvided: string[]
  readonly category: CategorySummary | null
  readonly supports: string[]
  readonly audiences: string[]
  readonly expertise: string[]
  readonly noFee: boolean
  readonly ndis: boolean
  readonly culturalGroup: string | null
  readonly specialGroup: string | null
  readonly delivery: string[]
  readonly suburb: string | null
  readonly region: string | null
  readonly state: string | null
  readonly ages: AgeRanges
  readonly locations: IndexedLocation[]
  #image: Thumbnail | null
  #addressImage: (image: Thumbnail) => PageImage | null
  #thumbnail: PageImage | null | undefined

  constructor(
    fields: Omit<IndexedService, 'thumbnail'>,
    image: Thumbnail | null,
    addressImage: (image: Thumbnail) => PageImage | null,
  ) {
    this.id = fields.id
    this.title = fields.title
    this.slug = fields.slug
    this.aliases = fields.aliases
    this.summary = fields.summary
    this.servicesProvided = fields.servicesProvided
    this.category = fields.category
    this.supports = fields.supports
    this.audiences = fields.audiences
    this.expertise = fields.expertise
    this.noFee = fields.noFee
    this.ndis = fields.ndis
    this.culturalGroup = fields.culturalGroup
    this.specialGroup = fields.specialGroup
    this.delivery = fields.delivery
    this.suburb = fields.suburb
    this.region = fields.region
    this.state = fields.state
    this.ages = fields.ages
    this.locations = fields.locations
    this.#image = image
    this.#addressImage = addressImage
  }

  get thumbnail(): PageImage | null {
    if (this.#thumbnail === undefined) this.#thumbnail = this.#image ? this.#addressImage(this.#image) : null
    return this.#thumbnail
  }
}

function indexedServices(
  rows: ServiceRow[],
  data: IndexData,
  options: FinderOptions,
  locations: IndexedLocation[],
  normalise: (text: string) => string,
  turns: Turns,
  addressImage: (image: NonNullable<ServiceRow['thumbnail']>) => PageImage | null,
): Promise<IndexedService[]> {
  const categories = new Map(options.categories.map((category) => [category.value, category]))
  const culturalByName = valueByName(data.settings?.culturalGroupDescriptions?.map((group) => group.name))
  const specialByName = valueByName(data.settings?.specialGroups?.map((group) => group.name))
  const deliveryByName = valueByName(data.settings?.serviceLocations?.map((location) => location.value))
  const stateByCode = new Map(options.states.map((state) => [normaliseText(state.value), state.value]))
  const expertiseOf = expertiseMatcher(
    data.expertise.flatMap((area) => (area.slug ? [{ slug: area.slug, patterns: area.patterns ?? [] }] : [])),
  )
  const locationsById = new Map(locations.map((location) => [location.id, location]))

  return mapInTurns(
    rows,
    (row): IndexedService => {
      const category = row.category ? categories.get(row.category) : undefined
      const aliases = row.aliases ?? []
      const servicesProvided = row.servicesProvided ?? []
      const title = row.title ?? ''
      return new IndexedServiceEntry(
        {
          id: row._id,
          title,
          slug: row.slug ?? '',
          aliases,
          summary: row.summary,
          servicesProvided,
          category: category
            ? {
                label: category.label,
                slug: category.value,
                colorPrimary: category.colorPrimary,
                colorSecondary: category.colorSecondary,
              }
            : null,
          supports: (row.supports ?? []).filter(present),
          audiences: (row.audiences ?? []).filter(present),
          expertise: expertiseOf({
            texts: [title, ...aliases, ...servicesProvided].map(normalise),
            expertise: (row.expertise ?? []).filter(present),
          }),
          noFee: row.noFee === true,
          ndis: row.ndis === true,
          culturalGroup: (row.culturalGroup && culturalByName.get(normalise(row.culturalGroup))) || null,
          specialGroup:
            (row.isSpecialGroup && row.specialGroup && specialByName.get(normalise(row.specialGroup))) || null,
          delivery: (row.delivery ?? []).map((value) => deliveryByName.get(normalise(value))).filter(present),
          suburb: row.suburb,
          region: row.region,
          state: (row.state && stateByCode.get(normalise(row.state))) ?? row.state,
          ages: {
            ageStart: row.ageStart,
            ageEnd: row.ageEnd,
            atsiAgeStart: row.atsiAgeStart,
            atsiAgeEnd: row.atsiAgeEnd,
          },
          locations: [...new Set(row.locations ?? [])].map((id) => locationsById.get(id)).filter(present),
        },
        row.thumbnail,
        addressImage,
      )
    },
    turns,
  )
}

function nearbyIndex(services: IndexedService[], locations: IndexedLocation[]): NearbyIndex {
  const numbers = new Map(locations.map((location, number) => [location, number]))
  const servicesAt = locations.map((): number[] => [])
  services.forEach((service, position) => {
    for (const location of service.locations) servicesAt[numbers.get(location)!]!.push(position)
  })
  return NearbyIndex.build(
    services.length,
    locations.map((location) =>
      location.latitude !== null && location.longitude !== null
        ? { latitude: location.latitude, longitude: location.longitude }
        : null,
    ),
    servicesAt,
  )
}

function finderOptionsFrom(data: IndexData): FinderOptions {
  const settings = data.settings
  const option = (value: string | null, label: string | null) => (value ? [{ value, label: label || value }] : [])
  return {
    categories: data.categories.flatMap((category) =>
      category.slug
        ? [
            {
              value: category.slug,
              label: category.label ?? category.slug,
              colorPrimary: category.colorPrimary,
              colorSecondary: category.colorSecondary,
              supports: category.supports.flatMap((support) => option(support.slug, support.label)),
            },
          ]
        : [],
    ),
    audiences: data.audiences.flatMap((audience) => option(audience.slug, audience.label)),
    expertise: data.expertise.flatMap((area) => option(area.slug, area.label)),
    culturalGroups: (settings?.culturalGroupDescriptions ?? []).flatMap((group) =>
      group.name
        ? [{ value: slugOf(group.name), label: group.title || group.name, description: group.description }]
        : [],
    ),
    specialGroups: (settings?.specialGroups ?? []).flatMap((group) =>
      group.name ? [{ value: slugOf(group.name), label: group.name, description: group.description }] : [],
    ),
    delivery: (settings?.serviceLocations ?? []).flatMap((location) =>
      location.value
        ? [
            {
              value: slugOf(location.value),
              label: location.label || location.value,
              description: location.description,
            },
          ]
        : [],
    ),
    states: (settings?.states ?? []).flatMap((state) => option(state.code?.toUpperCase() ?? null, state.name)),
    ageGroups: (settings?.ageGroupNames ?? []).flatMap((group) =>
      group.name ? [{ name: group.name, ageStart: group.ageStart, ageEnd: group.ageEnd }] : [],
    ),
    radiiKm: SEARCH_RADII_KM,
    defaultRadiusKm: DEFAULT_RADIUS_KM,
  }
}

/** A settings list's names (as the sync writes them) to their option values, compared as normalised text. */
function valueByName(names: Array<string | null> | undefined): Map<string, string> {
  return new Map((names ?? []).filter(present).map((name) => [normaliseText(name), slugOf(name)]))
}

function optionSets(services: IndexedService[], options: FinderOptions): OptionSets {
  const size = services.length
  const setsFor = (values: string[], valuesOf: (service: IndexedService) => Array<string | null>) => {
    const positions = new Map(values.map((value) => [value, [] as number[]]))
    services.forEach((service, position) => {
      for (const value of valuesOf(service)) if (value !== null) positions.get(value)?.push(position)
    })
    return new Map([...positions].map(([value, list]) => [value, Bitset.of(size, list)]))
  }
  const where = (test: (service: IndexedService) => boolean) =>
    Bitset.of(
      size,
      services.flatMap((service, position) => (test(service) ? [position] : [])),
    )
  // One pass over the ages: each service joins the set at its youngest age and leaves it after its
  // oldest, instead of being added to each of up to 121 sets.
  const byAge = (aboriginalOrTorresStraitIslander: boolean) => {
    const joining = Array.from({ length: OLDEST_AGE + 1 }, (): number[] => [])
    const leaving = Array.from({ length: OLDEST_AGE + 1 }, (): number[] => [])
    services.forEach((service, position) => {
      const { youngest, oldest } = ageRange(service.ages, aboriginalOrTorresStraitIslander)
      const first = Math.max(0, Math.ceil(youngest))
      const last = Math.floor(Math.min(OLDEST_AGE, oldest))
      if (first > last) return
      joining[first]!.push(position)
      if (last < OLDEST_AGE) leaving[last + 1]!.push(position)
    })
    const current = new Bitset(size)
    return joining.map((joiners, age) => {
      for (const position of leaving[age]!) current.delete(position)
      for (const position of joiners) current.add(position)
      return current.copy()
    })
  }

  return {
    category: setsFor(
      options.categories.map((category) => category.value),
      (service) => [service.category?.slug ?? null],
    ),
    support: setsFor(
      options.categories.flatMap((category) => category.supports.map((support) => support.value)),
      (service) => service.supports,
    ),
    audience: setsFor(
      options.audiences.map((audience) => audience.value),
      (service) => service.audiences,
    ),
    expertise: setsFor(
      options.expertise.map((area) => area.value),
      (service) => service.expertise,
    ),
    cultural: setsFor(
      options.culturalGroups.map((group) => group.value),
      (service) => [service.culturalGroup],
    ),
    special: setsFor(
      options.specialGroups.map((group) => group.value),
      (service) => [service.specialGroup],
    ),
    delivery: setsFor(
      options.delivery.map((way) => way.value),
      (service) => service.delivery,
    ),
    state: setsFor(
      options.states.map((state) => state.value),
      (service) => [service.state],
    ),
    noFee: where((service) => service.noFee),
    ndis: where((service) => service.ndis),
    byAge: byAge(false),
    byAtsiAge: byAge(true),
  }
}
