import { getTaxonomy } from '~/hsds/handlers.server'
import type { Route } from './+types/taxonomy'

export function loader({ params }: Route.LoaderArgs) {
  return getTaxonomy(params.id)
}
