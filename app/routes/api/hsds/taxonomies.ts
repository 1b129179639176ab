import { listTaxonomies } from '~/hsds/handlers.server'
import type { Route } from './+types/taxonomies'

export function loader({ request }: Route.LoaderArgs) {
  return listTaxonomies(request)
}
