import { parsePageNumber } from '~/ui/pagination/pages'
import { MAX_QUERY_LENGTH } from './max-query-length'
import { resultType, type ResultTypeKey } from './result-types'

export { MAX_QUERY_LENGTH }

export interface SearchRequest {
  q: string
  type: ResultTypeKey | null
  page: number
  /** The words searched as they are, without the needs read in them (`reading=off`: 'Search for your words only'). */
  wordsOnly: boolean
}

export type ParsedSearchRequest = { ok: true; request: SearchRequest } | { ok: false; q: string; problem: string }

/** Reads /search's address: `q` (the words), `type` (one kind of result), `page`, and `reading=off` for the words alone. */
export function parseSearchRequest(params: URLSearchParams): ParsedSearchRequest {
  const q = (params.get('q') ?? '').replace(/\s+/g, ' ').trim()
  if (q.length > MAX_QUERY_LENGTH)
    return {
      ok: false,
      q: q.slice(0, MAX_QUERY_LENGTH),
      problem: `Your search is too long. Use ${MAX_QUERY_LENGTH} characters or fewer.`,
    }
  const typeValue = params.get('type')
  const type = typeValue ? resultType(typeValue) : undefined
  if (typeValue && !type)
    return {
      ok: false,
      q,
      problem: 'We do not have that kind of result. Choose one from the list, or search everything.',
    }
  const page = parsePageNumber(params.get('page'))
  if (page === undefined) return { ok: false, q, problem: 'The page number must be a whole number, starting from 1.' }
  const reading = params.get('reading')
  if (reading !== null && reading !== 'off')
    return {
      ok: false,
      q,
      problem: 'The reading of your words can only be turned off (reading=off), to search for your words only.',
    }
  return { ok: true, request: { q, type: type?.key ?? null, page, wordsOnly: reading === 'off' } }
}

/** The address of a search: "/search?q=respite&type=services&page=2", leaving out what is default. */
export function searchHref({
  q,
  type = null,
  page = 1,
  wordsOnly = false,
}: {
  q: string
  type?: ResultTypeKey | null
  page?: number
  wordsOnly?: boolean
}): string {
  const params = new URLSearchParams({ q })
  if (type) params.set('type', type)
  if (page > 1) params.set('page', String(page))
  if (wordsOnly) params.set('reading', 'off')
  return `/search?${params.toString()}`
}
