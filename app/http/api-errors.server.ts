import type { MiddlewareFunction } from 'react-router'
import { apiProblem, isApiPath } from '~/lib/api-problem.server'

/** What React Router's own error answers mean, in the API's words. */
function detailOf(status: number): string {
  if (status === 405) return 'This address of our API can only be read (GET or HEAD).'
  if (status >= 500) return 'Something went wrong on our side. Please try again in a moment.'
  return 'We could not read this request. Check the address against our API’s description at /api/hsds.'
}

/**
 * React Router's own answers under /api/ (405 for a POST to a route that only reads, 500 when a loader
 * fails) are `{"message":…}` or a bare sentence of its making: made the API's one error shape here, so
 * that every API answer that is an error is problem details (app/lib/api-problem.server.ts). An error a
 * route answers itself passes as it is: problem details, or the preview's sentences for the editor whose
 * browser opened the link and the draft proxy's SPEC text (app/preview/responses.server.ts).
 */
export const apiErrorsAsProblems: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (!isApiPath(new URL(request.url).pathname)) return next()
  const answer = await next()
  // React Router writes its 405 as `Response.json` and its last-resort 500 as bare `text/plain`; the
  // site's own answers say their charset (app/preview/responses.server.ts) or are problem details.
  const type = answer.headers.get('Content-Type') ?? ''
  const reactRoutersOwn = type === 'text/plain' || /^application\/json\b/.test(type)
  if (answer.status < 400 || !reactRoutersOwn) return answer
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
  if (answer.status === 405) headers.Allow = 'GET, HEAD'
  return apiProblem(answer.status, detailOf(answer.status), headers)
}
