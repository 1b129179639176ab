import { href } from 'react-router'
import { servicesMeetingNeeds } from '~/services/need-order'
import type { ServicesIndex } from '~/services/services-index'
import { servicesIndex } from '~/services/services-index.server'
import { type NeedService, needsFirst } from './needs-first'
import { type Arrangement, resultsView, type ResultsView } from './results-view'
import type { Place } from '~/services/places'
import type { Hit, LookedUpSearch, SearchIndex } from './search-index'
import type { ResultTypeKey } from './result-types'
import { searchIndexFor } from './search-index.server'
import type { SearchRequest } from './search-request'
import type { Suggestion } from './suggestions-response'
import { telHref } from '~/ui/phone'
import { tokenize } from './terms'
import type { Need, Reading, TextEvidence, Understanding } from './understanding/understanding'
import { understanding } from './understanding/understanding.server'
import { KINDS_OTHER_THAN_SERVICES, wordsName } from './words-name'

/** How many of the services the words matched best count as evidence of what they ask for. */
export const EVIDENCE_FROM = 5

export interface SearchPage {
  /** How the words were read: crisis lines, needs, another language. */
  reading: Reading
  /** The results, or null without words. */
  view: ResultsView | null
}

/**
 * /search for a request: the words read as needs (understanding/), then the results with the
 * services that meet those needs first (needs-first.ts), unless the visitor asked for their words
 * only. The route, the suggestions and the relevance bench all come through here.
 */
export async function searchPage(request: SearchRequest): Promise<SearchPage> {
  const [lookedUp, understood, services] = await Promise.all([
    searchIndexFor(request.q, { ranked: 'everything' }),
    understanding(),
    servicesIndex(),
  ])
  if (!request.q) return { reading: understood.read(''), view: null }
  const results = lookedUp.search(request.q)
  const best = results.bestOfEachType(EVIDENCE_FROM)
  const bestServices = (best.find(([type]) => type === 'services')?.[1] ?? []).map((hit) => ({
    id: hit.document.id,
    score: hit.score,
  }))
  const reading = readWords(understood, lookedUp, bestServices, results.place, services, request.q)
  const needs = request.wordsOnly || !describeANeed(request.q, reading, best, results.place) ? [] : reading.needs
  const view = resultsView(lookedUp, request, needs.length ? arrangement(needs, lookedUp, services) : undefined)
  // The page says how it read the words only when it shows their services first.
  return { reading: { ...reading, needs }, view }
}

/**
 * What the search box offers first for the words typed so far: the crisis lines they call for (each
 * a tel: link), then the kinds of support they point to with how many services each has ('Family
 * violence support · 8 services').
 */
export async function readingSuggestions(words: string): Promise<Suggestion[]> {
  const [understood, services] = await Promise.all([understanding(), servicesIndex()])
  const reading = understood.read(words)
  return [
    ...reading.crisisLines.map((line) => ({
      id: `crisis-line-${line.key}`,
      title: `Call ${line.name} on ${line.number}`,
      href: telHref(line.number),
      kind: 'crisis line',
      detail: line.description,
    })),
    ...reading.needs.flatMap((need) => {
      const count = services.sets.support.get(need.slug)?.count() ?? 0
      if (count === 0) return []
      return [
        {
          id: `need-${need.slug}`,
          title: need.label,
          href: href('/services/support/:slug', { slug: need.slug }),
          kind: 'kind of support',
          detail: count === 1 ? '1 service' : `${count} services`,
        },
      ]
    }),
  ]
}

/** The words read on their own, for a search the page cannot run (too long): a crisis in them is still answered. */
export async function readingOnly(words: string): Promise<Reading> {
  return (await understanding()).read(words)
}

/** The words read with what the text index found: its best services' kinds of support count as evidence, and a place named is left out. */
export function readWords(
  understood: Understanding,
  lookedUp: { index: SearchIndex },
  bestServices: ReadonlyArray<{ id: string; score: number }>,
  place: Place | null,
  services: ServicesIndex,
  words: string,
): Reading {
  return understood.read(words, {
    evidence: textEvidence(bestServices, services),
    known: (word) => lookedUp.index.knows(word),
    placeWords: place ? tokenize(place.name) : [],
  })
}

/**
 * Whether the needs read in the words should put their services first. Not when the words name a
 * page, a service, a campaign or a job ('carers week', 'HCP', 'privacy', 'make a complaint', 'chsp
 * fremantle', 'youth counsellor job', words-name.ts): those find it first, as they always did. But words that call for a crisis line describe a situation whatever they happen
 * to share with a title ('scared of my partner' is not the job 'Care Partner'), and words that name
 * the very kind of support read in them ('lonely', a name of Staying connected) ask for its services.
 */
function describeANeed(
  words: string,
  reading: Reading,
  best: Array<[ResultTypeKey, Hit[]]>,
  place: Place | null,
): boolean {
  if (reading.crisisLines.length > 0) return true
  const supportsRead = new Set(reading.needs.map((need) => href('/services/support/:slug', { slug: need.slug })))
  return !wordsName(
    words,
    namesOfBestHits(best.map(([type, hits]) => [type, hits.filter((hit) => !supportsRead.has(hit.document.href))])),
    { place, kinds: KINDS_OTHER_THAN_SERVICES },
  )
}

/** How many of the best hits of each kind are checked for a name the words say. */
const NAMED_FROM = 3

/** The titles and other names of the best few hits of each kind (from the best of each kind, best first). */
function namesOfBestHits(best: Array<[ResultTypeKey, Hit[]]>): string[] {
  return best.flatMap(([, hits]) =>
    hits.slice(0, NAMED_FROM).flatMap(({ document }) => [document.title, ...document.aliases.split('\n')]),
  )
}

/** For each kind of support, how well its best service among the words' best few matched them, against the best (0 to 1). */
export function textEvidence(
  bestServices: ReadonlyArray<{ id: string; score: number }>,
  services: ServicesIndex,
): TextEvidence {
  const top = bestServices[0]?.score ?? 0
  const evidence = new Map<string, number>()
  if (!(top > 0)) return evidence
  for (const hit of bestServices.slice(0, EVIDENCE_FROM)) {
    const position = services.positionOf.get(hit.id)
    if (position === undefined) continue
    for (const support of services.services[position]!.supports)
      evidence.set(support, Math.max(evidence.get(support) ?? 0, hit.score / top))
  }
  return evidence
}

function arrangement(needs: readonly Need[], lookedUp: LookedUpSearch, services: ServicesIndex): Arrangement {
  return {
    key: needs.map((need) => need.slug).join('+'),
    arrange: (results) => {
      const meeting: NeedService[] = [...servicesMeetingNeeds(services, needs)].flatMap(([position, needRank]) => {
        const document = lookedUp.index.document(services.services[position]!.id)
        return document ? [{ document, needRank, order: position }] : []
      })
      return needsFirst(results, meeting)
    },
  }
}
