import { apiProblem } from '~/lib/api-problem.server'
import type { Route } from './+types/not-found'

const NO_SUCH_ADDRESS = 'There is nothing at this address in our API. The HSDS API starts at /api/hsds.'

/** Any /api/ address no API route has: a 404 as problem details, not the site's page-not-found page. */
export function loader() {
  return apiProblem(404, NO_SUCH_ADDRESS, { 'Cache-Control': 'no-store' })
}

export function action(_: Route.ActionArgs) {
  return apiProblem(404, NO_SUCH_ADDRESS, { 'Cache-Control': 'no-store' })
}
