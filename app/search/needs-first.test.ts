import { describe, expect, it } from 'vitest'
import type { Hit } from './hits'
import { needsFirst, type NeedService, WORDS_BEST_PLACE } from './needs-first'
import type { RankedResults } from './results'
import { NO_TEXT, type SearchDocument } from './search-documents'

function service(id: string): SearchDocument {
  return { id, type: 'services', title: id, href: `/services/${id}`, ...NO_TEXT }
}

/** The words' own results: these services, best first, with or without every word. */
function wordsResults(ids: string[], allWords: boolean): RankedResults {
  const hits: Hit[] = ids.map((id, at) => ({
    document: service(id),
    score: 100 - at,
    terms: [],
    distanceKm: Number.POSITIVE_INFINITY,
  }))
  return {
    hits,
    counts: {
      services: hits.length,
      locations: 0,
      topics: 0,
      articles: 0,
      pages: 0,
      campaigns: 0,
      jobs: 0,
      policies: 0,
    },
    allWords,
    place: null,
    size: hits.length,
    bestOfEachType: (count) => [['services', hits.slice(0, count)]],
  }
}

const meeting = (ids: string[]): NeedService[] =>
  ids.map((id, order) => ({ document: service(id), needRank: 0, order }))

const firstServices = (results: RankedResults) => results.bestOfEachType(3)[0]![1].map((hit) => hit.document.id)

describe('the services that meet the needs first', () => {
  it('keeps the service that has every word in the first three, after the needs’ two best', () => {
    const results = needsFirst(wordsResults(['veterans', 'other'], true), meeting(['hcp-a', 'hcp-b', 'hcp-c']))
    expect(WORDS_BEST_PLACE).toBe(2)
    expect(firstServices(results)).toEqual(['hcp-a', 'hcp-b', 'veterans'])
    expect(results.hits.map((hit) => hit.document.id)).toEqual(['hcp-a', 'hcp-b', 'veterans', 'hcp-c', 'other'])
    // Its scores still read best first.
    const scores = results.hits.slice(0, 4).map((hit) => hit.score)
    expect([...scores].sort((a, b) => b - a)).toEqual(scores)
  })

  it('moves it up when it meets a need read later, and leaves it when it is among the first three', () => {
    // Three needs read: the first need's two best, the second's, the third's (the words' best) fourth.
    const needs: NeedService[] = [
      ...meeting(['first-a', 'first-b', 'first-c']),
      { document: service('second'), needRank: 1, order: 3 },
      { document: service('third'), needRank: 2, order: 4 },
    ]
    expect(firstServices(needsFirst(wordsResults(['third'], false), needs))).toEqual(['first-a', 'first-b', 'second'])
    const kept = needsFirst(wordsResults(['third'], true), needs)
    expect(kept.hits.map((hit) => hit.document.id)).toEqual(['first-a', 'first-b', 'third', 'second', 'first-c'])
    expect(kept.counts.services).toBe(5)
    const there = needsFirst(wordsResults(['second'], true), needs).hits.map((hit) => hit.document.id)
    expect(there.slice(0, 3)).toContain('second')
    expect(there.slice(3)).toEqual(['third', 'first-c'])
  })

  it('does not keep a service that has only some of the words: a described need shows its services', () => {
    const results = needsFirst(wordsResults(['veterans'], false), meeting(['hcp-a', 'hcp-b', 'hcp-c']))
    expect(firstServices(results)).toEqual(['hcp-a', 'hcp-b', 'hcp-c'])
  })

  it('with a place, puts the nearest first among services within reach, and keeps the needs’ order beyond it', () => {
    const wagga = { name: 'Wagga Wagga', label: 'Wagga Wagga, NSW', latitude: -35.12, longitude: 147.37 }
    const at = (id: string, needRank: number, order: number, latitude: number, longitude: number): NeedService => ({
      document: { ...service(id), points: [{ latitude, longitude }] },
      needRank,
      order,
    })
    const needs = [
      at('relationship-ipswich', 0, 0, -27.61, 152.76), // about 980 km
      at('relationship-cairns', 0, 1, -16.92, 145.77), // about 2,000 km
      at('counselling-frankston', 1, 2, -38.14, 145.12), // about 390 km
      at('counselling-footscray', 1, 3, -37.8, 144.9), // about 370 km
    ]
    const order = (more: NeedService[]) =>
      needsFirst({ ...wordsResults([], false), place: wagga }, [...needs, ...more]).hits.map((hit) => hit.document.id)
    // None is within reach: the first need's two, then the second's (not the second's because 600 km nearer).
    expect(order([]).slice(0, 3)).toEqual(['relationship-ipswich', 'relationship-cairns', 'counselling-frankston'])
    // One of the second need's services 30 km away comes first.
    expect(order([at('counselling-junee', 1, 4, -34.87, 147.58)])[0]).toBe('counselling-junee')
  })
})
