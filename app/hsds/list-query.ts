import { PAGE_NUMBER } from '~/ui/pagination/pages'
import { z } from 'zod'

export const DEFAULT_PER_PAGE = 50
export const MAX_PER_PAGE = 100
const SEARCH_MAX_LENGTH = 200
/** The widest proximity we search within: 500 km, in metres as HSDS gives it. */
export const MAX_PROXIMITY_METRES = 500_000

/** A list request's paging. */
export interface Paging {
  page: number
  perPage: number
}

/** A services list request, every parameter checked. Absent filters are undefined. */
export interface ServicesQuery extends Paging {
  search?: string
  taxonomyTermId?: string
  modifiedAfter?: Date
  postcode?: string
  /** In metres, as HSDS's openapi.json defines it; only with a postcode. */
  proximityMetres?: number
}

export type Parsed<Query> = { ok: true; query: Query } | { ok: false; message: string }

const PER_PAGE_MESSAGE = `per_page must be a whole number from 1 to ${MAX_PER_PAGE}.`
const MODIFIED_AFTER_MESSAGE = 'modified_after must be a date, or a date and time with its time zone, such as 2026-01-31T00:00:00Z.'

const pagingShape = {
  page: z
    .string()
    .regex(PAGE_NUMBER, 'page must be a whole number from 1 up.')
    .transform(Number)
    .optional(),
  per_page: z
    .string()
    .regex(/^\d{1,3}$/, PER_PAGE_MESSAGE)
    .transform(Number)
    .refine((value) => value >= 1 && value <= MAX_PER_PAGE, PER_PAGE_MESSAGE)
    .optional(),
}

const pagingSchema = z.object(pagingShape)

const servicesSchema = z.object({
  ...pagingShape,
  search: z.string().trim().max(SEARCH_MAX_LENGTH, `search must be at most ${SEARCH_MAX_LENGTH} characters.`).optional(),
  taxonomy_term_id: z.uuid({ error: 'taxonomy_term_id must be the id (a UUID) of one of our taxonomy terms.' }).optional(),
  modified_after: z.union([z.iso.datetime({ offset: true }), z.iso.date()], { error: MODIFIED_AFTER_MESSAGE }).optional(),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'postcode must be an Australian postcode of four digits.')
    .optional(),
  proximity: z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, `proximity must be a distance in metres from 1 to ${MAX_PROXIMITY_METRES}.`)
    .transform(Number)
    .refine((value) => value > 0 && value <= MAX_PROXIMITY_METRES, `proximity must be a distance in metres from 1 to ${MAX_PROXIMITY_METRES}.`)
    .optional(),
})

/** Reads `page` and `per_page`; other parameters are left to the caller. */
export function parsePaging(search: URLSearchParams): Parsed<Paging> {
  const repeated = repeatedParameter(search, ['page', 'per_page'])
  if (repeated) return { ok: false, message: `${repeated} can be given only once.` }
  const parsed = pagingSchema.safeParse(singleValues(search, ['page', 'per_page']))
  if (!parsed.success) return { ok: false, message: firstMessage(parsed.error) }
  return { ok: true, query: { page: parsed.data.page ?? 1, perPage: parsed.data.per_page ?? DEFAULT_PER_PAGE } }
}

export function parseServicesQuery(search: URLSearchParams): Parsed<ServicesQuery> {
  const names = ['page', 'per_page', 'search', 'taxonomy_term_id', 'modified_after', 'postcode', 'proximity']
  const repeated = repeatedParameter(search, names)
  if (repeated) return { ok: false, message: `${repeated} can be given only once.` }
  const parsed = servicesSchema.safeParse(singleValues(search, names))
  if (!parsed.success) return { ok: false, message: firstMessage(parsed.error) }
  const { page, per_page, search: keywords, taxonomy_term_id, modified_after, postcode, proximity } = parsed.data
  if (proximity !== undefined && postcode === undefined) return { ok: false, message: 'proximity needs a postcode to measure from.' }
  return {
    ok: true,
    query: {
      page: page ?? 1,
      perPage: per_page ?? DEFAULT_PER_PAGE,
      search: keywords || undefined,
      taxonomyTermId: taxonomy_term_id?.toLowerCase(),
      modifiedAfter: modified_after === undefined ? undefined : new Date(modified_after),
      postcode,
      proximityMetres: proximity,
    },
  }
}

function repeatedParameter(search: URLSearchParams, names: string[]): string | undefined {
  return names.find((name) => search.getAll(name).length > 1)
}

function singleValues(search: URLSearchParams, names: string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (search.has(name) ? [[name, search.get(name) ?? '']] : [])))
}

function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'The query string is not one we understand.'
}
