import { listTaxonomyTerms } from '~/hsds/handlers.server'
import type { Route } from './+types/taxonomy-terms'

export function loader({ request }: Route.LoaderArgs) {
  return listTaxonomyTerms(request)
}
