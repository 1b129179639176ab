import { apiProblem } from '~/lib/api-problem.server'
import { searchIndexFor } from '~/search/search-index.server'
import { readingSuggestions } from '~/search/search-page.server'
import { parseSearchRequest } from '~/search/search-request'
import { suggestionsFor } from '~/search/suggestions'
import type { Route } from './+types/search-suggestions'

/** GET /api/search/suggestions?q=: what the header's search box offers as a visitor types (JSON): crisis lines and the kind of support the words point to first. */
export async function loader({ request }: Route.LoaderArgs) {
  const parsed = parseSearchRequest(new URL(request.url).searchParams)
  if (!parsed.ok) return apiProblem(400, parsed.problem)
  const { q } = parsed.request
  const [lookedUp, first] = await Promise.all([searchIndexFor(q, { unfinished: true }), readingSuggestions(q)])
  return Response.json(suggestionsFor(lookedUp, q, first), { headers: { 'Cache-Control': 'private, max-age=60' } })
}
