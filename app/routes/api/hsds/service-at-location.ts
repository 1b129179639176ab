import { getServiceAtLocation } from '~/hsds/handlers.server'
import type { Route } from './+types/service-at-location'

export function loader({ request, params }: Route.LoaderArgs) {
  return getServiceAtLocation(request, params.id)
}
