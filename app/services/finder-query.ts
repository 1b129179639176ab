import { href } from 'react-router'
import { PAGE_NUMBER } from '~/ui/pagination/pages'
import { z } from 'zod'
import { AUSTRALIA, DEFAULT_RADIUS_KM, isInside, SEARCH_RADII_KM } from '~/lib/geo/distance'
import { OLDEST_AGE } from './eligibility'
import { NEAR_MAX_LENGTH } from './near-limit'
import type { Gazetteer, Place, PlaceChoice } from './places'
import type { FinderOptions, Option } from './services-index'

/** Where a 'near' search measures from: a suburb or postcode, or the visitor's own location. */
export interface SearchPlace extends Place {
  kind: 'place' | 'coordinates'
}

export type FinderSort = 'title' | 'distance'

/** A finder search, every value checked against the known options. Absent filters are undefined. */
export interface FinderQuery {
  keywords?: string
  /** The keywords searched as they are, without the needs read in them (`reading=off`). */
  wordsOnly: boolean
  category?: string
  /** Within the category when one is chosen; a service with any of them fits. */
  supports: string[]
  audience?: string
  expertise?: string
  age?: number
  /** The person is Aboriginal and/or Torres Strait Islander: services' ATSI age ranges apply. */
  atsi: boolean
  noFee: boolean
  ndis: boolean
  cultural?: string
  special?: string
  /** A service delivered in any of these ways fits. */
  delivery: string[]
  /** Open at the time of the search, by its own hours or at one of its locations. */
  openNow: boolean
  /** Open on a Saturday or Sunday. */
  weekends: boolean
  state?: string
  place?: SearchPlace
  radiusKm: number
  /** 'distance' only with a place. */
  sort: FinderSort
  page: number
}

export const EMPTY_FINDER_QUERY: FinderQuery = {
  wordsOnly: false,
  supports: [],
  atsi: false,
  noFee: false,
  ndis: false,
  delivery: [],
  openNow: false,
  weekends: false,
  radiusKm: DEFAULT_RADIUS_KM,
  sort: 'title',
  page: 1,
}

/**
 * A suburb or postcode the gazetteer could not settle: the search goes on without it, and the page
 * shows the form again with this message beside the field.
 */
export interface PlaceProblem {
  /** What the visitor typed, to put back in the field (never in a title or a log). */
  typed: string
  message: string
  /** When places share the name (or near spellings do): each one, to choose from. */
  choices: PlaceChoice[]
}

export type FinderQueryParse =
  { ok: true; query: FinderQuery; placeProblem?: PlaceProblem } | { ok: false; message: string }

const KEYWORDS_MAX_LENGTH = 200
/** Coordinates from the browser are rounded to about a kilometre before they go into links, so a shared or remembered address does not give away where someone is. */
const COORDINATE_DECIMALS = 2

/** Each parameter, in the order links write them, with how a visitor would name it. */
const PARAMETERS = {
  q: 'set of keywords',
  reading: 'reading of your words',
  category: 'category',
  support: 'support',
  audience: 'audience',
  expertise: 'area of expertise',
  age: 'age',
  atsi: '"Aboriginal and/or Torres Strait Islander" answer',
  nofee: '"no fee" answer',
  ndis: '"NDIS" answer',
  cultural: 'cultural group',
  special: 'special group',
  delivery: 'way of delivering a service',
  opennow: '"open now" answer',
  weekends: '"open on weekends" answer',
  state: 'state or territory',
  near: 'suburb or postcode',
  lat: 'location',
  lng: 'location',
  radius: 'distance',
  sort: 'sort order',
  page: 'page',
} as const
type Parameter = keyof typeof PARAMETERS
const REPEATABLE = new Set<Parameter>(['support', 'delivery'])

const AGE_MESSAGE = `Age must be a whole number from 0 to ${OLDEST_AGE}.`
const PAGE_MESSAGE = 'The page number must be a whole number, starting from 1.'
const RADIUS_MESSAGE = `The distance must be ${SEARCH_RADII_KM.slice(0, -1).join(', ')} or ${SEARCH_RADII_KM.at(-1)} km.`
const COORDINATES_MESSAGE = 'Your location (lat and lng) must be two numbers in degrees, like lat=-33.87&lng=151.21.'

/**
 * Reads a finder search from the query string. Unknown parameters and empty values are ignored; any
 * other wrong value gives a message in plain words that says which choice is wrong, except a suburb or
 * postcode the gazetteer cannot settle: that is the visitor's typing, so the search stands without it
 * and `placeProblem` says what to correct.
 */
export function parseFinderQuery(
  search: URLSearchParams,
  known: { options: FinderOptions; places: Gazetteer },
): FinderQueryParse {
  const raw: Partial<Record<Parameter, string[]>> = {}
  for (const parameter of Object.keys(PARAMETERS) as Parameter[]) {
    const values = [...new Set(search.getAll(parameter).map((value) => value.trim()))].filter(Boolean)
    if (values.length > 1 && !REPEATABLE.has(parameter))
      return { ok: false, message: `Choose only one ${PARAMETERS[parameter]}.` }
    if (values.length) raw[parameter] = values
  }

  const parsed = schemaFor(known.options).safeParse(
    Object.fromEntries(
      Object.entries(raw).map(([name, values]) => [name, REPEATABLE.has(name as Parameter) ? values : values[0]]),
    ),
  )
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? 'This search address is not valid.' }
  const values = parsed.data

  const category = known.options.categories.find((option) => option.value === values.category)
  const strayed =
    category && values.support.find((support) => !category.supports.some((option) => option.value === support))
  if (category && strayed) {
    const support = known.options.categories
      .flatMap((option) => option.supports)
      .find((option) => option.value === strayed)
    return {
      ok: false,
      message: `The support "${support?.label ?? strayed}" is not part of the category "${category.label}".`,
    }
  }

  const near =
    values.near === undefined
      ? undefined
      : values.near.length > NEAR_MAX_LENGTH
        ? tooLong()
        : known.places.find(values.near)
  const placeProblem =
    near && !near.ok ? { typed: values.near!, message: near.message, choices: near.choices } : undefined
  let place: SearchPlace | undefined = near?.ok ? { kind: 'place', ...near.place } : undefined
  if (!place && !placeProblem && (values.lat !== undefined || values.lng !== undefined)) {
    if (values.lat === undefined || values.lng === undefined)
      return { ok: false, message: 'Your location needs both lat and lng.' }
    const point = { latitude: roundCoordinate(values.lat), longitude: roundCoordinate(values.lng) }
    if (!isInside(AUSTRALIA, point))
      return { ok: false, message: 'Your location is outside Australia. Search near a suburb or postcode instead.' }
    place = { kind: 'coordinates', name: '', label: 'your location', ...point }
  }

  return {
    ok: true,
    query: {
      keywords: values.q,
      wordsOnly: values.reading === 'off',
      category: values.category,
      supports: inOptionOrder(
        values.support,
        known.options.categories.flatMap((option) => option.supports),
      ),
      audience: values.audience,
      expertise: values.expertise,
      age: values.age,
      atsi: values.atsi ?? false,
      noFee: values.nofee ?? false,
      ndis: values.ndis ?? false,
      cultural: values.cultural,
      special: values.special,
      delivery: inOptionOrder(values.delivery, known.options.delivery),
      openNow: values.opennow ?? false,
      weekends: values.weekends ?? false,
      state: values.state,
      place,
      radiusKm: values.radius ?? DEFAULT_RADIUS_KM,
      sort: place ? (values.sort ?? 'distance') : 'title',
      page: values.page ?? 1,
    },
    ...(placeProblem ? { placeProblem } : {}),
  }
}

const tooLong = () => ({
  ok: false as const,
  message: `A suburb or postcode must be at most ${NEAR_MAX_LENGTH} characters.`,
  choices: [],
})

/**
 * The schema for one services index's lists, made once per index: zod takes longer to build it
 * than answering the search takes (decision 0050).
 */
const schemas = new WeakMap<FinderOptions, ReturnType<typeof makeSchema>>()

function schemaFor(options: FinderOptions) {
  let schema = schemas.get(options)
  if (!schema) schemas.set(options, (schema = makeSchema(options)))
  return schema
}

function makeSchema(options: FinderOptions) {
  const oneOf = (choices: Option[], noun: string) => {
    const byValue = new Map(choices.map((choice) => [choice.value.toLowerCase(), choice.value]))
    return z.string().transform((input, context) => {
      const value = byValue.get(input.toLowerCase())
      if (value === undefined) {
        context.issues.push({ code: 'custom', input, message: `There is no ${noun} called "${input}".` })
        return z.NEVER
      }
      return value
    })
  }
  const yesOrNo = (noun: string) =>
    z
      .string()
      .toLowerCase()
      .pipe(z.enum(['1', 'true', 'yes', 'on', '0', 'false', 'no', 'off'], { error: `The ${noun} must be yes or no.` }))
      .transform((value) => ['1', 'true', 'yes', 'on'].includes(value))
  const coordinate = z
    .string()
    .regex(/^-?\d{1,3}(\.\d+)?$/, COORDINATES_MESSAGE)
    .transform(Number)

  return z.object({
    q: z.string().max(KEYWORDS_MAX_LENGTH, `Keywords must be at most ${KEYWORDS_MAX_LENGTH} characters.`).optional(),
    reading: z
      .enum(['off'], {
        error: 'The reading of your words can only be turned off (reading=off), to search for your words only.',
      })
      .optional(),
    category: oneOf(options.categories, 'category').optional(),
    support: z
      .array(
        oneOf(
          options.categories.flatMap((category) => category.supports),
          'support',
        ),
      )
      .default([]),
    audience: oneOf(options.audiences, 'audience').optional(),
    expertise: oneOf(options.expertise, 'area of expertise').optional(),
    age: z
      .string()
      .regex(/^\d{1,3}$/, AGE_MESSAGE)
      .transform(Number)
      .refine((age) => age <= OLDEST_AGE, AGE_MESSAGE)
      .optional(),
    atsi: yesOrNo('"Aboriginal and/or Torres Strait Islander" answer').optional(),
    nofee: yesOrNo('"no fee" answer').optional(),
    ndis: yesOrNo('"NDIS" answer').optional(),
    cultural: oneOf(options.culturalGroups, 'cultural group').optional(),
    special: oneOf(options.specialGroups, 'special group').optional(),
    delivery: z.array(oneOf(options.delivery, 'way of delivering a service')).default([]),
    opennow: yesOrNo('"open now" answer').optional(),
    weekends: yesOrNo('"open on weekends" answer').optional(),
    state: oneOf(options.states, 'state or territory').optional(),
    near: z.string().optional(),
    lat: coordinate.optional(),
    lng: coordinate.optional(),
    radius: z
      .enum(
        SEARCH_RADII_KM.map((km) => String(km)),
        { error: RADIUS_MESSAGE },
      )
      .transform(Number)
      .optional(),
    sort: z.enum(['title', 'distance'], { error: 'Results can be sorted only by "title" or "distance".' }).optional(),
    page: z.string().regex(PAGE_NUMBER, PAGE_MESSAGE).transform(Number).optional(),
  })
}

const roundCoordinate = (degrees: number) => Number(degrees.toFixed(COORDINATE_DECIMALS))

function inOptionOrder(values: string[], options: Option[]): string[] {
  const chosen = new Set(values)
  return options.map((option) => option.value).filter((value) => chosen.has(value))
}

/** The query string of a search, in one canonical order, leaving out what is the default. */
export function finderSearchParams(query: FinderQuery): URLSearchParams {
  const search = new URLSearchParams()
  const set = (name: Parameter, value: string | number | undefined) => {
    if (value !== undefined && value !== '') search.append(name, String(value))
  }
  set('q', query.keywords?.trim())
  if (query.keywords?.trim() && query.wordsOnly) set('reading', 'off')
  set('category', query.category)
  for (const support of query.supports) set('support', support)
  set('audience', query.audience)
  set('expertise', query.expertise)
  set('age', query.age)
  if (query.atsi) set('atsi', '1')
  if (query.noFee) set('nofee', '1')
  if (query.ndis) set('ndis', '1')
  set('cultural', query.cultural)
  set('special', query.special)
  for (const way of query.delivery) set('delivery', way)
  if (query.openNow) set('opennow', '1')
  if (query.weekends) set('weekends', '1')
  set('state', query.state)
  if (query.place?.kind === 'place') set('near', query.place.name)
  if (query.place?.kind === 'coordinates') {
    set('lat', query.place.latitude)
    set('lng', query.place.longitude)
  }
  if (query.place && query.radiusKm !== DEFAULT_RADIUS_KM) set('radius', query.radiusKm)
  if (query.place && query.sort === 'title') set('sort', 'title')
  if (query.page > 1) set('page', query.page)
  return search
}

/** SPEC section 2: the finder's route. */
export const FINDER_PATH = href('/services/filter')

/** A link to the finder showing this search. */
export function finderHref(query: FinderQuery): string {
  const search = finderSearchParams(query).toString()
  return search ? `${FINDER_PATH}?${search}` : FINDER_PATH
}
