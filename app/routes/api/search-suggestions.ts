import { searchIndexFor } from '~/search/search-index.server'
import { parseSearchRequest } from '~/search/search-request'
import { suggestionsFor } from '~/search/suggestions'
import type { Route } from './+types/search-suggestions'

/** GET /api/search/suggestions?q=: what the header's search box offers as a visitor types (JSON). */
export async function loader({ request }: Route.LoaderArgs) {
  const parsed = parseSearchRequest(new URL(request.url).searchParams)
  if (!parsed.ok) return Response.json({ message: parsed.problem }, { status: 400 })
  return Response.json(suggestionsFor(await searchIndexFor(parsed.request.q, { unfinished: true }), parsed.request.q), { headers: { 'Cache-Control': 'private, max-age=60' } })
}
