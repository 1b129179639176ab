import { listServiceAtLocations } from '~/hsds/handlers.server'
import type { Route } from './+types/service-at-locations'

export function loader({ request }: Route.LoaderArgs) {
  return listServiceAtLocations(request)
}
