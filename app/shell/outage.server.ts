import { standalonePageResponse } from '~/shell/standalone-page.server'
import { apiProblem, isApiPath } from '~/lib/api-problem.server'

/** Seconds a visitor's browser (or a proxy) is asked to wait before trying again. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30

const MESSAGE = 'Our website cannot show its content right now. Please try again in a few minutes.'

/**
 * The answer when no content can be had at all (issue 16): a 503 with the built-in standalone page,
 * which needs no content: a way out ('Exit this page'), the phone number and 'call 000'. API routes
 * get the same message as problem details (api-problem.server.ts).
 */
export function outageResponse(url: URL): Response {
  const headers = { 'Cache-Control': 'no-store', 'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS) }
  if (isApiPath(url.pathname)) return apiProblem(503, MESSAGE, headers)
  return standalonePageResponse({
    status: 503,
    title: 'Temporarily unavailable',
    heading: 'Temporarily unavailable',
    paragraphs: [MESSAGE],
    headers,
  })
}
