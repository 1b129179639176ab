import { listOrganizations } from '~/hsds/handlers.server'
import type { Route } from './+types/organizations'

export function loader({ request }: Route.LoaderArgs) {
  return listOrganizations(request)
}
