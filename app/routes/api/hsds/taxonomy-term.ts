import { getTaxonomyTerm } from '~/hsds/handlers.server'
import type { Route } from './+types/taxonomy-term'

export function loader({ request, params }: Route.LoaderArgs) {
  return getTaxonomyTerm(request, params.id)
}
