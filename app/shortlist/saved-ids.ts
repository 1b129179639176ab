/**
 * A saved list is a list of content ids: a service's or a location's document `_id`, nothing else
 * (no names, no slugs), so an address that carries it says nothing to someone who reads it over a
 * shoulder (docs/decisions/0046-a-shortlist-kept-on-the-device.md).
 */

/** The most a list holds: enough for a caseworker's handout, and a text message that still sends. */
export const MAX_SAVED = 20

/**
 * A published document id as Sanity writes them: letters, digits, '-' and '_', at most 128
 * characters. A dot is refused: ids with one ('drafts.…', 'versions.…') are never public.
 */
const SAVED_ID = /^[A-Za-z0-9_-]{1,128}$/

export function isSavedId(value: unknown): value is string {
  return typeof value === 'string' && SAVED_ID.test(value)
}

/** The query parameter of the Saved page that holds the list: /saved?ids=a,b,c. */
export const IDS_PARAMETER = 'ids'
/** The same list on any other page, carried without JavaScript (docs/decisions/0046). */
export const SAVED_PARAMETER = 'saved'

export interface ReadIds {
  /** The well-formed ids, first occurrence kept, in order, at most MAX_SAVED. */
  ids: string[]
  /** How many items were not ids at all. */
  malformed: number
  /** How many well-formed ids were left out because the list was full. */
  beyondLimit: number
}

/** Reads a list from query values ('a,b', or the parameter given more than once). Never throws. */
export function readIds(values: readonly string[]): ReadIds {
  const ids: string[] = []
  let malformed = 0
  let beyondLimit = 0
  for (const item of values.flatMap((value) => value.split(','))) {
    const id = item.trim()
    if (id === '') continue
    if (!isSavedId(id)) malformed += 1
    else if (ids.includes(id)) continue
    else if (ids.length >= MAX_SAVED) beyondLimit += 1
    else ids.push(id)
  }
  return { ids, malformed, beyondLimit }
}

/** The list as a query value: ids are URL-safe, so commas stay commas. */
export function joinIds(ids: readonly string[]): string {
  return ids.join(',')
}
