import { noRouteMatches } from '~/http/errors'
import type { Route } from './+types/page-not-found'

/** /404: the page-not-found page, with status 404 (SPEC 2). */
export function loader({ request }: Route.LoaderArgs) {
  throw noRouteMatches(request)
}

export default function PageNotFound() {
  return null
}
