import { getOrganization } from '~/hsds/handlers.server'
import type { Route } from './+types/organization'

export function loader({ request, params }: Route.LoaderArgs) {
  return getOrganization(request, params.id)
}
