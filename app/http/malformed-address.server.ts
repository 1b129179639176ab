import { createContext, data, type MiddlewareFunction } from 'react-router'
import { badRequest } from '~/http/errors'
import { apiProblem, isApiPath } from '~/lib/api-problem.server'
import { decodes, readablePath } from './readable-path'

export const MALFORMED_ADDRESS =
  'This address has a broken character code: a % sign must be followed by two letters or digits that make a character. Check the address, or search for what you need.'

export const METHOD_NOT_ALLOWED = 'This address can only be visited (GET or HEAD) or, where it has a form, sent (POST).'

/**
 * What made a request unreadable before React Router saw it (page-handler.server.ts): an address whose
 * percent-encoding is broken, which React Router would warn about on stderr and cannot match, or a
 * method the Fetch API refuses (TRACE, TRACK, CONNECT). Such a request reaches React Router as a plain
 * GET of a harmless address, with this saying what was wrong.
 */
export type UnreadableRequest = 'malformed-address' | 'unsupported-method'
export const unreadableRequestContext = createContext<UnreadableRequest | null>(null)

/** The Fetch API's forbidden methods: `new Request()` throws on them. */
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK'])

export function unreadableRequest(method: string, pathname: string): UnreadableRequest | null {
  if (FORBIDDEN_METHODS.has(method.toUpperCase())) return 'unsupported-method'
  return decodes(pathname) ? null : 'malformed-address'
}

/**
 * The same address with every % in its path written as the replacement character '�' (percent-encoded),
 * so React Router reads it without a warning: it decodes a path twice, so even an escaped % (%25) would
 * break again. The query string is left alone. The browser's router keeps the address as typed: what
 * the page renders from its path goes through the same readablePath() there (app/shell/use-readable-path.ts).
 */
export function readableAddress(originalUrl: string): string {
  const query = originalUrl.indexOf('?')
  const pathname = query === -1 ? originalUrl : originalUrl.slice(0, query)
  return readablePath(pathname) + (query === -1 ? '' : originalUrl.slice(query))
}

/**
 * An unreadable request gets the site's 400 or 405 page, in the full shell, before anything tries to
 * read it (the 405's Allow header: entry.server.tsx); an API address, problem details.
 */
export const rejectMalformedAddress: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const { pathname } = new URL(request.url)
  const problem = context.get(unreadableRequestContext) ?? (decodes(pathname) ? null : 'malformed-address')
  if (problem && isApiPath(pathname)) {
    throw problem === 'unsupported-method'
      ? apiProblem(405, METHOD_NOT_ALLOWED, { Allow: 'GET, HEAD' })
      : apiProblem(400, MALFORMED_ADDRESS)
  }
  if (problem === 'unsupported-method') throw data(METHOD_NOT_ALLOWED, { status: 405 })
  if (problem === 'malformed-address') throw badRequest(MALFORMED_ADDRESS)
  return next()
}
