import { redirect, redirectDocument, type MiddlewareFunction } from 'react-router'
import { findLegacyRedirect } from './legacy-redirects.server'

/**
 * Sends a legacy path to its new home before any loader or render runs, for page loads and for the
 * data requests of client-side navigations alike. An absolute target makes the browser leave the app.
 */
export const redirectLegacyPaths: MiddlewareFunction<Response> = async ({ request }, next) => {
  const url = new URL(request.url)
  // Client-side navigations ask for "<path>.data"; the redirect is the same.
  const rule = await findLegacyRedirect(url.pathname.replace(/\.data$/, ''))
  if (!rule) return next()
  if (rule.absolute) throw redirectDocument(rule.location, rule.status)
  const target = new URL(rule.location, url)
  for (const [name, value] of url.searchParams) if (name !== '_routes' && !target.searchParams.has(name)) target.searchParams.append(name, value)
  throw redirect(target.pathname + target.search + target.hash, rule.status)
}
