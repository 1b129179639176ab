import { data } from 'react-router'
import type { Route } from './+types/not-found'

/** SPEC 8: a path no route matches is 'Page not found: {path}' with status 404. */
export function loader({ request }: Route.LoaderArgs) {
  throw data(`Page not found: ${new URL(request.url).pathname}`, { status: 404 })
}

export default function NotFound() {
  return null
}
