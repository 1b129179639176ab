import { getService } from '~/hsds/handlers.server'
import type { Route } from './+types/service'

export function loader({ request, params }: Route.LoaderArgs) {
  return getService(request, params.id)
}
