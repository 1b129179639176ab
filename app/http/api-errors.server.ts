import type { MiddlewareFunction } from 'react-router'
import { API_PROBLEM_TYPE, apiProblem, isApiPath } from '~/lib/api-problem.server'

/** What React Router's own error answers mean, in the API's words. */
function detailOf(status: number): string {
  if (status === 405) return 'This address of our API can only be read (GET or HEAD).'
  if (status >= 500) return 'Something went wrong on our side. Please try again in a moment.'
  return 'We could not read this request. Check the address against our API’s description at /api/hsds.'
}

/**
 * React Router's own answers under /api/ (405 for a POST to a route that only reads, 500 when a loader
 * fails) are `{"message":…}` of its making: made the API's one error shape here, so that every API
 * answer that is an error is problem details (app/lib/api-problem.server.ts). The API's own errors
 * pass as they are.
 */
export const apiErrorsAsProblems: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (!isApiPath(new URL(request.url).pathname)) return next()
  const answer = await next()
  if (answer.status < 400 || answer.headers.get('Content-Type') === API_PROBLEM_TYPE) return answer
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
  if (answer.status === 405) headers.Allow = 'GET, HEAD'
  return apiProblem(answer.status, detailOf(answer.status), headers)
}
