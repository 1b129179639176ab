import { getLocation } from '~/hsds/handlers.server'
import type { Route } from './+types/location'

export function loader({ request, params }: Route.LoaderArgs) {
  return getLocation(request, params.id)
}
