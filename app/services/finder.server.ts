import { searchIndex } from '~/search/search-index.server'
import { DEFAULT_PER_PAGE, type FinderAnswer, runFinder } from './finder'
import { parseFinderQuery } from './finder-query'
import type { FinderOptions } from './services-index'
import { servicesIndex } from './services-index.server'

/**
 * The services finder (/services/filter): reads the search from the query string and answers it from
 * the services index, its words from the site's one text index (the one /search asks). A wrong value
 * gives status 400 and a message in plain words for the page.
 */
export async function findServices(search: URLSearchParams, { perPage = DEFAULT_PER_PAGE } = {}): Promise<FinderAnswer> {
  const index = await servicesIndex()
  const parsed = parseFinderQuery(search, index)
  if (!parsed.ok) return { ok: false, status: 400, message: parsed.message }
  const words = parsed.query.keywords ? await searchIndex() : undefined
  return runFinder(index, parsed.query, perPage, words)
}

/** The lists the finder's form offers. */
export async function finderOptions(): Promise<FinderOptions> {
  return (await servicesIndex()).options
}
