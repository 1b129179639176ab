import { href } from 'react-router'
import { sameSitePath } from '~/http/same-site-path'
import { IDS_PARAMETER, joinIds, readIds, SAVED_PARAMETER } from './saved-ids'

/** The Saved page's path. */
export const SAVED_PATH = href('/saved')

/** The query parameter of the Saved page naming the page a visitor without JavaScript came from. */
export const FROM_PARAMETER = 'from'

/** The Saved page showing these ids (and, without JavaScript, a way back to `from`). */
export function savedListPath(ids: readonly string[], from?: string | null): string {
  const query = [
    ids.length ? `${IDS_PARAMETER}=${joinIds(ids)}` : '',
    from ? `${FROM_PARAMETER}=${encodeURIComponent(from)}` : '',
  ]
    .filter(Boolean)
    .join('&')
  return query ? `${SAVED_PATH}?${query}` : SAVED_PATH
}

/**
 * A page of this site carrying the list in its address (`?saved=a,b`), for a visitor without
 * JavaScript going back from the Saved page: its Save buttons then add to that list.
 */
export function withSavedList(path: string, ids: readonly string[]): string {
  const url = new URL(path, 'http://site.invalid')
  url.searchParams.delete(SAVED_PARAMETER)
  const rest = url.searchParams.toString()
  const query = [rest, ids.length ? `${SAVED_PARAMETER}=${joinIds(ids)}` : ''].filter(Boolean).join('&')
  return `${url.pathname}${query ? `?${query}` : ''}${url.hash}`
}

/** Where the Saved page may send a visitor back to: a page of this site other than the Saved page itself, else null. */
export function backPath(from: string | null | undefined): string | null {
  const path = sameSitePath(from, '')
  if (!path) return null
  const { pathname } = new URL(path, 'http://site.invalid')
  return pathname === SAVED_PATH ? null : path
}

/**
 * The list the current address carries, for the Save buttons without JavaScript, and the page their
 * form should come back to: on the Saved page, its own list and its way back; on any other page,
 * `?saved=` and the page itself (without that parameter).
 */
export function listInAddress(pathname: string, search: string): { ids: string[]; from: string | null } {
  const params = new URLSearchParams(search)
  if (pathname === SAVED_PATH)
    return { ids: readIds(params.getAll(IDS_PARAMETER)).ids, from: backPath(params.get(FROM_PARAMETER)) }
  const { ids } = readIds(params.getAll(SAVED_PARAMETER))
  params.delete(SAVED_PARAMETER)
  const rest = params.toString()
  return { ids, from: `${pathname}${rest ? `?${rest}` : ''}` }
}
