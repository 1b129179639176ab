import { redirect, redirectDocument, type MiddlewareFunction } from 'react-router'
import { sameSitePath } from '~/http/same-site-path'
import { visitorPath, visitorSearch } from '~/http/request-path'
import { findLegacyRedirect } from './legacy-redirects.server'

/**
 * Sends a legacy path to its new home before any loader or render runs, for page loads and for the
 * data requests of client-side navigations alike. An absolute target makes the browser leave the app.
 */
export const redirectLegacyPaths: MiddlewareFunction<Response> = async ({ request }, next) => {
  const rule = await findLegacyRedirect(visitorPath(request))
  if (!rule) return next()
  if (rule.absolute) throw redirectDocument(rule.location, rule.status)
  const target = new URL(rule.location, request.url)
  for (const [name, value] of new URLSearchParams(visitorSearch(request)))
    if (!target.searchParams.has(name)) target.searchParams.append(name, value)
  // A rule whose path would read as another site ('/.//host') is no rule: the page is answered as if it had none.
  const path = sameSitePath(target.pathname + target.search + target.hash, '')
  if (!path) return next()
  throw redirect(path, rule.status)
}
