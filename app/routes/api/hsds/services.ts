import { listServices } from '~/hsds/handlers.server'
import type { Route } from './+types/services'

export function loader({ request }: Route.LoaderArgs) {
  return listServices(request)
}
