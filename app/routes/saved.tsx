import { savedPage } from '~/shortlist/saved-page.server'
import { SAVED_PAGE_TITLE, SavedPage } from '~/shortlist/SavedPage'
import { rootSeoDefaults, seoMeta } from '~/shell/seo'
import type { Route } from './+types/saved'

/** GET /saved: the visitor's saved services and locations (app/shortlist, docs/decisions/0046). */
export function loader({ request }: Route.LoaderArgs) {
  return savedPage(request)
}

/** A fixed title, never indexed: what a visitor saved is not for the tab, the history or the page views. */
export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({ title: SAVED_PAGE_TITLE, noIndex: true }, rootSeoDefaults(matches))

export default function Saved({ loaderData }: Route.ComponentProps) {
  return <SavedPage page={loaderData} />
}
