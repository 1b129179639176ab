import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ContentClient, contentClient } from '~/content/client.server'
import { finderIndexQuery } from '~/content/queries/finder'
import { searchIndexQuery } from '~/content/queries/search'
import { LocalContentSource } from '~/content/source/local.server'
import { EVERYDAY_WORDS } from './everyday-words'
import { RELEVANCE_QUERIES } from './relevance-queries'
import { RESULT_TYPES } from './result-types'
import { searchDocuments } from './search-documents'
import type { SearchDocument } from './search-documents'
import { checkNameBoosts, NAME_COVERED, NAME_EXACT } from './hits'
import { type Hit, SearchIndex, type SearchIndexOptions } from './search-index'
import { SearchIndexBuilder } from './search-index-builder'
import { searchIndex, searchIndexFor, searchIndexOf } from './search-index.server'
import { servicesIndex } from '~/services/services-index.server'

/** The bundled content's search index built at once, with the services index's places (the server builds its own in steps). */
async function builtAtOnce(options: SearchIndexOptions = {}): Promise<SearchIndex> {
  const client = await contentClient()
  return SearchIndex.build(
    searchDocuments(await client.fetch(searchIndexQuery, {}, 'published'), await client.fetch(finderIndexQuery)),
    client.version,
    {
      places: (await servicesIndex()).places,
      ...options,
    },
  )
}

/** How many steps a computation took, and its result. */
function stepsOf<Result>(steps: Generator<void, Result>): { steps: number; answer: Result } {
  let count = 0
  for (;;) {
    const next = steps.next()
    if (next.done) return { steps: count, answer: next.value }
    count++
  }
}

const href = (hit: Hit) => hit.document.href

/** A service with a title and nothing else. */
function titled(id: string, title: string): SearchDocument {
  return {
    id,
    type: 'services',
    title,
    href: `/services/${id}`,
    aliases: '',
    summary: '',
    body: '',
    provided: '',
    labels: '',
    place: '',
    detail: null,
    points: [],
  }
}

describe('the search index over the bundled content', () => {
  let index: SearchIndex
  beforeAll(async () => {
    index = await searchIndex()
  })

  const hrefs = (query: string) => index.search(query).hits.map((hit) => hit.document.href)

  it('indexes every published type', () => {
    for (const [query, href] of [
      ['Community Counselling Dandenong', '/services/community-counselling-dandenong'],
      ['Liverpool Office', '/locations/liverpool-office'],
      ['Yarning with Aunty Jean', '/articles/yarning-with-aunty-jean'],
      ['Our board', '/about-us/leadership/board'],
      ['Carers Week', '/campaigns/carers-week'],
      ['Intake Officer', '/work-with-us/careers/open-roles/intake-officer-logan'],
      ['Privacy policy', '/policies-and-statements/privacy-policy'],
      ['Help at home', '/services/support/help-at-home'],
      ['Our locations', '/locations'],
    ] as const) {
      expect(hrefs(query), query).toContain(href)
    }
  })

  it('works a query out in steps, and its answer is what a fresh index finds at once', async () => {
    const queries = [
      'help at home parramatta',
      'counceling',
      'older people',
      'DV',
      'home care packages',
      'respite for my mum',
    ]
    const fresh = await builtAtOnce({ remember: 0, rememberWordMatches: 0 })
    for (const query of queries) {
      const expected = fresh.search(query).hits.map(href)
      expect((await searchIndexFor(query, { ranked: 'everything' })).search(query).hits.map(href), query).toEqual(
        expected,
      )
      expect((await searchIndexFor(query, { ranked: 'services' })).services(query), query).toEqual(
        fresh.services(query),
      )
      // In steps, as the server asks, in an index that has remembered nothing yet.
      const stepped = await builtAtOnce()
      const search = stepsOf(stepped.lookUp(query, { ranked: 'everything' }))
      expect(search.steps, query).toBeGreaterThan(0)
      expect(search.answer.search(query).hits.map(href), query).toEqual(expected)
      expect(stepsOf(stepped.lookUp(query, { ranked: 'services' })).answer.services(query), query).toEqual(
        fresh.services(query),
      )
    }
    // As the header's box asks: the last word unfinished.
    const typed = stepsOf(index.lookUp('counse', { unfinished: true }))
    expect(typed.steps).toBeGreaterThan(0)
    const titles = (hits: Hit[]) => hits.map((hit) => hit.document.title)
    expect(titles(typed.answer.suggest('counse', 5))).toEqual(titles(fresh.suggest('counse', 5)))
    expect(titles((await searchIndexFor('counse', { unfinished: true })).suggest('counse', 5))).toEqual(
      titles(fresh.suggest('counse', 5)),
    )
    // "Did you mean" is worked out in the same steps, when nothing is found.
    expect((await searchIndexFor('sychososhal', { ranked: 'everything' })).spellingSuggestion('sychososhal')).toBe(
      'psychosocial',
    )
  })

  it('answers only the query it looked up, as it looked it up', async () => {
    const search = await searchIndexFor('respite', { ranked: 'everything' })
    expect(() => search.search('counselling')).toThrow(/search\(\) was asked of a lookUp of another query/)
    expect(() => search.spellingSuggestion('respit')).toThrow(
      /spellingSuggestion\(\) was asked of a lookUp of another query/,
    )
    // @ts-expect-error: a search's answer has no services' answer
    expect(() => search.services('respite')).toThrow() // eslint-disable-line @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return -- a call TypeScript refuses (above), made to see it fail
    const services = await searchIndexFor('respite', { ranked: 'services', places: false })
    expect(() => services.services('respite')).toThrow(/services\(\) was asked of a lookUp of another query/)
    expect(services.services('respite', { places: false })).toEqual(index.services('respite', { places: false }))
    const suggestions = await searchIndexFor('resp', { unfinished: true })
    expect(() => suggestions.suggest('res', 5)).toThrow(/suggest\(\) was asked of a lookUp of another query/)
  })

  it('works out a word that most of a large dataset has in short steps, and finds the same as at once', () => {
    const documents = Array.from({ length: 1500 }, (_, number) => ({
      id: `service-${number}`,
      type: 'services' as const,
      title: `Carers' group ${number}`,
      href: `/services/carers-group-${number}`,
      aliases: '',
      summary: 'Care and company at home',
      body: '',
      provided: '',
      labels: '',
      place: '',
      detail: null,
      points: [],
    }))
    const stepped = SearchIndex.build(documents, 1)
    // Reading the word's 1,500 matches is a step (word-matches.ts, decision 0032); ranking them three more.
    const { steps, answer } = stepsOf(stepped.lookUp('care', { ranked: 'everything' }))
    expect(steps).toBeGreaterThanOrEqual(4)
    expect(answer.search('care').hits.map((hit) => hit.document.id)).toEqual(
      SearchIndex.build(documents, 1)
        .search('care')
        .hits.map((hit) => hit.document.id),
    )
  })

  it('is finished once: nothing is added to it after that, and a search needs it finished', () => {
    const builder = new SearchIndexBuilder()
    builder.add(titled('a', 'Respite care'))
    const finished = new SearchIndex(stepsOf(builder.finish()).answer, 1)
    expect(finished.search('respite').hits.map((hit) => hit.document.id)).toEqual(['a'])
    expect(() => builder.add(titled('b', 'Respite house'))).toThrow(/added after finish/)
    expect(() => builder.finish()).toThrow(/called twice/)
    // @ts-expect-error: a finished index has nothing to add documents with
    expect(() => finished.add(titled('b', 'Respite house'))).toThrow() // eslint-disable-line @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return -- a call TypeScript refuses (above), made to see it fail
    // @ts-expect-error: a builder has nothing to search with
    expect(() => builder.search('respite')).toThrow() // eslint-disable-line @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return -- a call TypeScript refuses (above), made to see it fail
  })

  it('may be made twice over the same contents, each with a memory of its own (as the server warms up)', () => {
    const builder = new SearchIndexBuilder()
    builder.add(titled('a', 'Respite care'))
    builder.add(titled('b', 'Respite house'))
    const contents = stepsOf(builder.finish()).answer
    const visitors = new SearchIndex(contents, 1)
    const warmUp = new SearchIndex(contents, 1)
    expect(visitors.search('respite')).toBe(visitors.search('respite'))
    expect(warmUp.search('respite')).not.toBe(visitors.search('respite'))
    expect(warmUp.search('respite').hits.map((hit) => [hit.document.id, hit.score])).toEqual(
      visitors.search('respite').hits.map((hit) => [hit.document.id, hit.score]),
    )
  })

  it('finds, when built a few documents at a time as the server does, what an index built at once finds', async () => {
    const served = await searchIndex()
    const atOnce = await builtAtOnce()
    for (const query of [
      'support at home',
      'counselling',
      'aged care blacktown',
      'respite parramatta',
      'help for my mum',
    ]) {
      expect(
        served.search(query).hits.map((hit) => [hit.document.href, hit.score]),
        query,
      ).toEqual(atOnce.search(query).hits.map((hit) => [hit.document.href, hit.score]))
    }
  })

  it('never finds hidden, deleted or inactive services and locations', () => {
    const retired = index.search('retired').hits.map((hit) => hit.document.title)
    expect(retired.filter((title) => title.includes('(Retired)'))).toEqual([])
    expect(hrefs('Gosford')).toEqual([])
    expect(hrefs('Weekend Respite Cottage')).not.toContain('/services/weekend-respite-cottage-parramatta')
  })

  it('never finds drafts', () => {
    expect(hrefs('winter wellbeing checklist')).not.toContain('/articles/winter-wellbeing-checklist')
    expect(index.search('opening day photos').hits.map((hit) => hit.document.title)).not.toContain(
      'Draft: Logan Community Hub opening day photos',
    )
    expect(hrefs('accessibility roadmap')).not.toContain('/accessibility-roadmap')
  })

  it('counts results by kind, and the counts add up to the total', () => {
    const results = index.search('carers')
    const sum = RESULT_TYPES.reduce((total, type) => total + results.counts[type.key], 0)
    expect(sum).toBe(results.hits.length)
    expect(results.counts.services).toBe(results.hits.filter((hit) => hit.document.type === 'services').length)
    expect(results.counts.campaigns).toBeGreaterThan(0)
  })

  it("gives each type's best few, in the order of their best, as the whole ordered list has them", async () => {
    const queries = [
      ...RELEVANCE_QUERIES.map(({ query }) => query),
      'carers',
      'home care parramatta',
      'counselling 2150',
      'help',
      'support',
    ]
    const fresh = await builtAtOnce()
    const ordered = await builtAtOnce()
    let groups = 0
    for (const query of queries) {
      // One index is asked for the best of each type first (found in one pass, nothing ordered), the other orders every hit first.
      const best = fresh.search(query).bestOfEachType(3)
      const results = ordered.search(query)
      const fromOrder = new Map<string, string[]>()
      for (const hit of results.hits) {
        const kept = fromOrder.get(hit.document.type) ?? []
        if (kept.length < 3) fromOrder.set(hit.document.type, [...kept, hit.document.href])
      }
      expect(
        best.map(([type, hits]) => [type, hits.map((hit) => hit.document.href)]),
        query,
      ).toEqual([...fromOrder])
      expect(results.bestOfEachType(3), query).toEqual(
        best.map(([type, hits]) => [
          type,
          hits.map((hit): unknown => expect.objectContaining({ document: hit.document })),
        ]),
      )
      groups += best.length
    }
    expect(groups).toBeGreaterThan(queries.length)
  })

  it('needs every word when some page has them all, and otherwise finds pages with some of them', () => {
    const every = index.search('dementia respite')
    expect(every.allWords).toBe(true)
    expect(every.hits.length).toBeGreaterThan(0)
    expect(
      every.hits.every(
        (hit) =>
          hit.terms.some((term) => term.startsWith('respite')) && hit.terms.some((term) => term.startsWith('dementia')),
      ),
    ).toBe(true)
    const some = index.search('counselling zebrafish')
    expect(some.allWords).toBe(false)
    expect(some.hits.map((hit) => hit.document.href)).toContain('/services/community-counselling-dandenong')
  })

  it('forgives typing mistakes and unfinished words, but not in postcodes', () => {
    expect(hrefs('councelling dandenong')[0]).toBe('/services/community-counselling-dandenong')
    expect(hrefs('counsel dandenong')[0]).toBe('/services/community-counselling-dandenong')
    expect(hrefs('2171')).toEqual([])
  })

  it('ignores stop words, case and accents', () => {
    expect(hrefs('THE Privacy')).toEqual(hrefs('privacy'))
    expect(hrefs('prívacy')).toEqual(hrefs('privacy'))
    expect(index.search('the and of').hits).toEqual([])
  })

  it('suggests as a visitor types, from the second letter of the last word', () => {
    expect(index.suggest('tuggeranong fam', 6).map((hit) => hit.document.href)).toEqual([
      '/locations/tuggeranong-family-centre',
    ])
    expect(index.suggest('ca', 6)).toHaveLength(6)
  })

  it('ranks the same whether or not it remembers searches and words', async () => {
    const forgetful = await builtAtOnce({ remember: 0, rememberWordMatches: 0 })
    for (const query of [
      'help at home',
      'counselling dandenong',
      'counselling zebrafish',
      'carers',
      'help at home for my mum 2150',
      'dv',
      'help at home',
    ]) {
      const ranked = (from: SearchIndex) =>
        from.search(query).hits.map((hit) => `${hit.document.href} ${hit.score.toFixed(6)}`)
      expect(ranked(forgetful), query).toEqual(ranked(index))
    }
  })

  it('takes a place in the query as where to rank from, not as a word every result must have', () => {
    const results = index.search('home care for mum 2150')
    expect(results.place?.label).toBe('postcode 2150')
    const services = results.hits.filter((hit) => hit.document.type === 'services')
    expect(services[0]?.document.href).toBe('/services/home-care-packages-parramatta')
    expect(services[0]!.distanceKm).toBeLessThan(5)
    expect(services.map((hit) => hit.document.href)).toContain('/services/home-care-packages-footscray')
    // A word that names what a service is never is a place, even when a suburb has it in its name.
    expect(index.search('help at home').place).toBeNull()
    expect(index.search('parramatta').hits[0]?.document.href).toBe('/locations/parramatta-community-hub')
  })

  it('finds what everyday words stand for, and does not require filler', () => {
    const helpAtHome = index.services('help at home')!.hits.map((hit) => hit.id)
    for (const query of ['home help', 'cleaning', 'help at home for my mum', 'i need help at home please']) {
      const found = new Set(index.services(query)!.hits.map((hit) => hit.id))
      for (const id of helpAtHome.slice(0, 9)) expect(found.has(id), query).toBe(true)
    }
    expect(new Set(hrefs('dv'))).toEqual(new Set(hrefs('family violence')))
    expect(index.services('the of and')).toBeNull()
  })

  it('has content for every meaning of the everyday words', () => {
    for (const entry of EVERYDAY_WORDS)
      for (const meaning of entry.means)
        expect(index.search(meaning).allWords && index.search(meaning).hits.length, meaning).toBeGreaterThan(0)
  })

  it('offers a spelling that finds something when nothing is found', () => {
    expect(index.search('sychososhal').hits).toEqual([])
    expect(index.spellingSuggestion('sychososhal')).toBe('psychosocial')
    expect(index.spellingSuggestion('xqzt')).toBeNull()
  })
})

describe("each type's best", () => {
  it('keeps a hit whose name lifts it above hits whose words score higher', () => {
    const service = (id: string, fields: Partial<SearchDocument>): SearchDocument => ({ ...titled(id, id), ...fields })
    const documents = [
      // Their words score higher than d's (four fields, not one), and a label says "Respite": NAME_COVERED.
      ...['a', 'b', 'c'].map((id) =>
        service(id, {
          title: `Carer break ${id}`,
          summary: 'Respite for carers',
          body: 'Respite care when you need respite, planned respite or emergency respite.',
          provided: 'Respite; In-home respite',
          labels: 'Respite',
        }),
      ),
      // Its title is all the query says, NAME_EXACT, which takes it past them.
      service('d', { title: 'Respite' }),
      ...Array.from({ length: 10 }, (_, number) =>
        service(`t${number}`, { title: `Respite cottage number ${number} in the hills` }),
      ),
      ...Array.from({ length: 20 }, (_, number) =>
        service(`x${number}`, {
          title: `Other service ${number}`,
          summary: 'Help at home',
          body: 'Cleaning and shopping',
        }),
      ),
    ]
    const best = SearchIndex.build(documents, 1).search('respite').bestOfEachType(3)
    const ordered = SearchIndex.build(documents, 1).search('respite').hits
    expect(ordered.slice(0, 3).map((hit) => hit.document.id)).toEqual(['d', 'a', 'b'])
    expect(best.map(([type, hits]) => [type, hits.map((hit) => hit.document.id)])).toEqual([
      ['services', ['d', 'a', 'b']],
    ])
  })
})

describe('name boosts', () => {
  it('have NAME_EXACT as the largest, which nameBoost and bestOfEachType rely on, and say so when they do not', () => {
    expect(NAME_EXACT).toBeGreaterThanOrEqual(NAME_COVERED)
    expect(NAME_COVERED).toBeGreaterThanOrEqual(1)
    expect(() => checkNameBoosts({ covered: 1.5, exact: 1.2 })).toThrow(
      /NAME_EXACT \(1.2\) must be at least NAME_COVERED \(1.5\)/,
    )
    expect(() => checkNameBoosts({ covered: 0.9, exact: 2 })).toThrow(/NAME_COVERED at least 1/)
  })
})

describe('rebuilding when the content changes', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'search-content-'))
  const file = path.join(directory, 'data.ndjson')
  const write = (documents: object[]) =>
    writeFileSync(file, documents.map((document) => JSON.stringify(document)).join('\n') + '\n')
  const article = (id: string, title: string) => ({
    _id: id,
    _type: 'article',
    title,
    slug: { _type: 'slug', current: id },
    publishedAt: '2026-01-01T00:00:00Z',
  })
  let client: ContentClient

  beforeAll(async () => {
    write([
      article('winter-wellbeing', 'Winter wellbeing'),
      { ...article('drafts.spring-garden', 'Spring garden'), _id: 'drafts.spring-garden' },
    ])
    client = new ContentClient(await LocalContentSource.open(directory, { watchForChanges: true }))
  })

  afterAll(async () => {
    await client.close()
    rmSync(directory, { recursive: true, force: true })
  })

  it('takes in published changes without a restart; drafts never enter', async () => {
    const current = searchIndexOf(client)
    const first = await current()
    expect(first.search('winter').hits.map((hit) => hit.document.href)).toEqual(['/articles/winter-wellbeing'])
    expect(first.search('spring garden').hits).toEqual([])

    write([
      article('winter-wellbeing', 'Winter wellbeing'),
      article('summer-heat', 'Staying cool in summer heat'),
      { ...article('drafts.spring-garden', 'Spring garden'), _id: 'drafts.spring-garden' },
    ])
    await expect.poll(() => client.version, { timeout: 5000 }).toBeGreaterThan(0)
    await expect
      .poll(async () => (await current()).search('summer').hits.map((hit) => hit.document.href), { timeout: 5000 })
      .toEqual(['/articles/summer-heat'])
    expect((await current()).search('spring garden').hits).toEqual([])
  })
})
