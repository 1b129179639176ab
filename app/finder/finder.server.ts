import type { LookedUpServices } from '~/search/search-index'
import { searchIndexFor } from '~/search/search-index.server'
import { EVIDENCE_FROM, readWords } from '~/search/search-page.server'
import { wordsName } from '~/search/words-name'
import type { Reading } from '~/search/understanding/understanding'
import { understanding } from '~/search/understanding/understanding.server'
import { DEFAULT_PER_PAGE, type FinderAnswer, runFinder } from './finder'
import { type PlaceProblem, parseFinderQuery } from '~/services/finder-query'
import type { FinderOptions, ServicesIndex } from '~/services/services-index'
import { servicesIndex } from '~/services/services-index.server'

/**
 * The services finder (/services/filter): reads the search from the query string and answers it from
 * the services index, its words from the site's one text index (the one /search asks). A wrong value
 * gives status 400 and a message in plain words for the page; a suburb or postcode it cannot find is
 * answered without it, with `placeProblem` for the form. `openNowUntil`: when what 'Open now' finds
 * (and its count) next changes.
 */
export async function findServices(
  search: URLSearchParams,
  { perPage = DEFAULT_PER_PAGE, now = Date.now() } = {},
): Promise<FinderAnswer & { placeProblem?: PlaceProblem; reading?: Reading; openNowUntil?: number }> {
  const index = await servicesIndex()
  const parsed = parseFinderQuery(search, index)
  if (!parsed.ok) return { ok: false, status: 400, message: parsed.message }
  const { keywords } = parsed.query
  const words = keywords ? await searchIndexFor(keywords, { ranked: 'services' }) : undefined
  const reading = keywords && words ? await readKeywords(keywords, words, index) : undefined
  const needs =
    !keywords ||
    !reading ||
    parsed.query.wordsOnly ||
    wordsName(keywords, namesOfBestServices(keywords, words, index), { place: words?.services(keywords)?.place })
      ? []
      : reading.needs
  const { services: openNow, until } = await index.opening.openAt(now)
  const answer = runFinder(index, parsed.query, perPage, words, needs, openNow)
  return {
    ...answer,
    ...(parsed.placeProblem ? { placeProblem: parsed.placeProblem } : {}),
    ...(reading ? { reading } : {}),
    ...(answer.ok ? { openNowUntil: until } : {}),
  }
}

/** The titles and other names of the few services the words match best (words-name.ts). */
function namesOfBestServices(keywords: string, words: LookedUpServices | undefined, index: ServicesIndex): string[] {
  return (words?.services(keywords)?.hits.slice(0, 3) ?? []).flatMap((hit) => {
    const service = index.services[index.positionOf.get(hit.id) ?? -1]
    return service ? [service.title, ...service.aliases] : []
  })
}

/** The finder's words read as needs, crises and another language, as /search reads them. */
async function readKeywords(keywords: string, words: LookedUpServices, index: ServicesIndex): Promise<Reading> {
  const matches = words.services(keywords)
  return readWords(
    await understanding(),
    words,
    matches?.hits.slice(0, EVIDENCE_FROM) ?? [],
    matches?.place ?? null,
    index,
    keywords,
  )
}

/** The lists the finder's form offers. */
export async function finderOptions(): Promise<FinderOptions> {
  return (await servicesIndex()).options
}
