import { searchIndexFor } from '~/search/search-index.server'
import { DEFAULT_PER_PAGE, type FinderAnswer, runFinder } from './finder'
import { type PlaceProblem, parseFinderQuery } from './finder-query'
import type { FinderOptions } from './services-index'
import { servicesIndex } from './services-index.server'

/**
 * The services finder (/services/filter): reads the search from the query string and answers it from
 * the services index, its words from the site's one text index (the one /search asks). A wrong value
 * gives status 400 and a message in plain words for the page; a suburb or postcode it cannot find is
 * answered without it, with `placeProblem` for the form.
 */
export async function findServices(search: URLSearchParams, { perPage = DEFAULT_PER_PAGE } = {}): Promise<FinderAnswer & { placeProblem?: PlaceProblem }> {
  const index = await servicesIndex()
  const parsed = parseFinderQuery(search, index)
  if (!parsed.ok) return { ok: false, status: 400, message: parsed.message }
  const words = parsed.query.keywords ? await searchIndexFor(parsed.query.keywords, { ranked: 'services' }) : undefined
  const answer = runFinder(index, parsed.query, perPage, words)
  return parsed.placeProblem ? { ...answer, placeProblem: parsed.placeProblem } : answer
}

/** The lists the finder's form offers. */
export async function finderOptions(): Promise<FinderOptions> {
  return (await servicesIndex()).options
}
