import { loadQuery } from '~/content/load.server'
import { menusQuery } from '~/content/queries/site'
import type { Route } from './+types/menus'

/**
 * GET /api/menus: the main navigation's menus as JSON. The header fetches them when the page has
 * settled or a visitor reaches for the navigation (app/shell/use-menus.ts), so they are not in every
 * page's HTML; the answer is shared and kept like a page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const menus = await loadQuery(request, menusQuery)
  return Response.json({ navigation: menus?.navigation ?? [], services: menus?.navigationServices ?? null })
}
