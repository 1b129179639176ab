import { beforeAll, describe, expect, it } from 'vitest'
import { contentClient } from '~/content/client.server'
import { finderIndexQuery } from '~/content/queries/finder'
import {
  type StoredExpertise,
  type StoredService,
  type StoredSettings,
  storedDocuments,
} from '~/services/bundled-dataset.testing'
import { distanceKm } from '~/lib/geo/distance'
import { type FinderResult, MAX_PER_PAGE, runFinder } from './finder'
import { parseFinderQuery } from '~/services/finder-query'
import { findServices, finderOptions } from './finder.server'
import { buildServicesIndex, type FinderOptions } from '~/services/services-index'

/**
 * The finder against the bundled dataset. Expected results are worked out here from the stored
 * documents, with the rules written out plainly, never through the index under test.
 */

type Params = Record<string, string | number | string[]>

let services: StoredService[]
let visible: StoredService[]
let settings: StoredSettings
let expertise: StoredExpertise[]
let options: FinderOptions

beforeAll(async () => {
  const stored = await storedDocuments()
  services = stored.services
  settings = stored.settings
  expertise = stored.expertise
  visible = services.filter((service) => service.visible)
  options = await finderOptions()
})

/** The parameters of a link the finder gave, repeated ones kept. */
function paramsOf(href: string): Params {
  const search = new URL(href, 'http://localhost').searchParams
  return Object.fromEntries([...new Set(search.keys())].map((name) => [name, search.getAll(name)]))
}

function searchFor(params: Params): URLSearchParams {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) for (const one of [value].flat()) search.append(name, String(one))
  return search
}

async function find(params: Params, perPage?: number): Promise<FinderResult> {
  const answer = await findServices(searchFor(params), { perPage })
  if (!answer.ok) throw new Error(`${searchFor(params)}: ${answer.message}`)
  return answer.result
}

/** Every result, over every page, as the visitor reads them: titles in order. */
async function titlesFound(params: Params): Promise<string[]> {
  const first = await find(params, MAX_PER_PAGE)
  const titles = first.hits.map((hit) => hit.service.title)
  for (let page = 2; page <= first.pageCount; page++)
    titles.push(...(await find({ ...params, page }, MAX_PER_PAGE)).hits.map((hit) => hit.service.title))
  expect(titles).toHaveLength(first.total)
  return titles
}

const byTitle = (a: StoredService, b: StoredService) => {
  const [left, right] = [a.title.toLowerCase(), b.title.toLowerCase()]
  return left < right ? -1 : left > right ? 1 : 0
}
const titlesOf = (list: StoredService[]) => [...list].sort(byTitle).map((service) => service.title)
const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').toLowerCase() === (b ?? '').toLowerCase()

/** The rule of the brief: the ATSI range applies when the service has one and the person is ATSI; a missing end is open or falls back. */
function takesAge(service: StoredService, age: number, atsi: boolean) {
  const useAtsi = atsi && (service.atsiAgeStart !== null || service.atsiAgeEnd !== null)
  const youngest = (useAtsi ? service.atsiAgeStart : null) ?? service.ageStart ?? 0
  const oldest = (useAtsi ? service.atsiAgeEnd : null) ?? service.ageEnd ?? Infinity
  return youngest <= age && age <= oldest
}

function inExpertise(service: StoredService, slug: string) {
  const area = expertise.find((candidate) => candidate.slug === slug)!
  const texts = [service.title, ...service.aliases, ...service.servicesProvided]
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return (
    service.expertiseReferences.includes(slug) ||
    area.patterns.some((pattern) => texts.some((text) => new RegExp(`\\b${escape(pattern)}\\b`, 'i').test(text)))
  )
}

/** Each filter's parameter and its options, with the rule a service must meet for each option. */
function filterRules(): Array<{
  parameter: string
  values: Array<{ value: string; fits: (service: StoredService) => boolean }>
}> {
  return [
    {
      parameter: 'category',
      values: options.categories.map((option) => ({
        value: option.value,
        fits: (service) => service.category === option.value,
      })),
    },
    {
      parameter: 'support',
      values: options.categories
        .flatMap((category) => category.supports)
        .map((option) => ({ value: option.value, fits: (service) => service.supports.includes(option.value) })),
    },
    {
      parameter: 'audience',
      values: options.audiences.map((option) => ({
        value: option.value,
        fits: (service) => service.audiences.includes(option.value),
      })),
    },
    {
      parameter: 'expertise',
      values: options.expertise.map((option) => ({
        value: option.value,
        fits: (service) => inExpertise(service, option.value),
      })),
    },
    { parameter: 'nofee', values: [{ value: '1', fits: (service) => service.noFee }] },
    { parameter: 'ndis', values: [{ value: '1', fits: (service) => service.ndis }] },
    {
      parameter: 'cultural',
      values: options.culturalGroups.map((option, n) => ({
        value: option.value,
        fits: (service) => same(service.culturalGroup, settings.culturalGroupDescriptions[n]!.name),
      })),
    },
    {
      parameter: 'special',
      values: options.specialGroups.map((option, n) => ({
        value: option.value,
        fits: (service) => service.isSpecialGroup && same(service.specialGroup, settings.specialGroups[n]!.name),
      })),
    },
    {
      parameter: 'delivery',
      values: options.delivery.map((option, n) => ({
        value: option.value,
        fits: (service) => service.delivery.some((way) => same(way, settings.serviceLocations[n]!.value)),
      })),
    },
    {
      parameter: 'state',
      values: options.states.map((option) => ({
        value: option.value,
        fits: (service) => same(service.state, option.value),
      })),
    },
  ]
}

describe('the dataset gives the finder something to find', () => {
  it('has hidden, deleted and inactive services, and services for at least two options of every filter', () => {
    expect(services.length - visible.length).toBeGreaterThanOrEqual(9)
    for (const { parameter, values } of filterRules()) {
      expect(values.filter(({ fits }) => visible.some(fits)).length, parameter).toBeGreaterThanOrEqual(
        Math.min(2, values.length),
      )
    }
  })
})

describe('visibility (SPEC section 4)', () => {
  it('lists exactly the visible services, in title order, when nothing is chosen', async () => {
    const result = await find({})
    expect(result.total).toBe(visible.length)
    expect(await titlesFound({})).toEqual(titlesOf(visible))
  })

  it('never shows a hidden, deleted or inactive service, nor counts one, for any option', async () => {
    const hiddenTitles = new Set(services.filter((service) => !service.visible).map((service) => service.title))
    expect(hiddenTitles.size).toBeGreaterThan(0)
    for (const { parameter, values } of filterRules()) {
      for (const { value, fits } of values) {
        const titles = await titlesFound({ [parameter]: value })
        expect(
          titles.filter((title) => hiddenTitles.has(title)),
          `${parameter}=${value}`,
        ).toEqual([])
        expect(titles, `${parameter}=${value}`).toEqual(titlesOf(visible.filter(fits)))
      }
    }
    const facets = (await find({})).facets
    expect(facets.categories.reduce((total, option) => total + option.count, 0)).toBe(visible.length)
    expect(facets.states.reduce((total, option) => total + option.count, 0)).toBe(
      visible.filter((service) => service.state).length,
    )
  })

  it('shows published titles, never a draft', async () => {
    const titles = await titlesFound({ q: 'draft' })
    expect(titles).toEqual([])
  })
})

describe('each filter alone', () => {
  it('finds, for every option, exactly the visible services that fit it, by title', async () => {
    for (const { parameter, values } of filterRules()) {
      for (const { value, fits } of values)
        expect(await titlesFound({ [parameter]: value }), `${parameter}=${value}`).toEqual(
          titlesOf(visible.filter(fits)),
        )
    }
  })

  it('takes several supports or ways of delivery as "any of these"', async () => {
    const [first, second] = options.delivery
    const fits = (service: StoredService, ...values: string[]) =>
      values.some((value) =>
        service.delivery.some((way) =>
          same(way, settings.serviceLocations[options.delivery.findIndex((option) => option.value === value)]!.value),
        ),
      )
    expect(await titlesFound({ delivery: [first!.value, second!.value] })).toEqual(
      titlesOf(visible.filter((service) => fits(service, first!.value, second!.value))),
    )

    const category = options.categories[0]!
    const supports = category.supports.slice(0, 2).map((support) => support.value)
    expect(await titlesFound({ category: category.value, support: supports })).toEqual(
      titlesOf(
        visible.filter(
          (service) =>
            service.category === category.value && service.supports.some((support) => supports.includes(support)),
        ),
      ),
    )
  })
})

describe('age', () => {
  it('fits the person to each service’s age range, at every age', async () => {
    for (let age = 0; age <= 120; age += 5) {
      expect(await titlesFound({ age }), `age ${age}`).toEqual(
        titlesOf(visible.filter((service) => takesAge(service, age, false))),
      )
      expect(await titlesFound({ age, atsi: 'yes' }), `age ${age}, ATSI`).toEqual(
        titlesOf(visible.filter((service) => takesAge(service, age, true))),
      )
    }
  })

  it('uses the Aboriginal and Torres Strait Islander range when the person is, and the service has one', async () => {
    const homeCare = visible.find(
      (service) =>
        service.atsiAgeStart !== null && service.ageStart !== null && service.atsiAgeStart < service.ageStart,
    )!
    expect(homeCare, 'a service whose ATSI range starts younger').toBeDefined()
    const age = homeCare.atsiAgeStart!
    expect(await titlesFound({ age })).not.toContain(homeCare.title)
    expect(await titlesFound({ age, atsi: '1' })).toContain(homeCare.title)

    const generalOnly = visible.find(
      (service) =>
        service.atsiAgeStart === null && service.atsiAgeEnd === null && service.ageEnd !== null && service.ageEnd < 120,
    )!
    expect(await titlesFound({ age: generalOnly.ageEnd!, atsi: '1' })).toContain(generalOnly.title)
    expect(await titlesFound({ age: generalOnly.ageEnd! + 1, atsi: '1' })).not.toContain(generalOnly.title)
  })
})

describe('expertise (DESIGN.md)', () => {
  it('includes services that match a pattern without referencing the expertise', async () => {
    const byPatternOnly = visible.filter(
      (service) => inExpertise(service, 'dementia') && !service.expertiseReferences.includes('dementia'),
    )
    expect(byPatternOnly.length).toBeGreaterThan(0)
    const titles = await titlesFound({ expertise: 'dementia' })
    for (const service of byPatternOnly) expect(titles).toContain(service.title)
  })

  it('matches patterns as whole words, so "memory" does not find "memoryless"', async () => {
    const data = structuredClone(await (await contentClient()).fetch(finderIndexQuery))
    const [memoryless, memory] = data.services.filter(
      (service) =>
        !/dementia|memory/i.test(
          [service.title, ...(service.aliases ?? []), ...(service.servicesProvided ?? [])].join(' '),
        ),
    )
    memoryless!.servicesProvided = ['Memoryless test service']
    memory!.servicesProvided = ['MEMORY, support']
    const index = await buildServicesIndex(data, 0)
    const expertiseOf = (id: string) => index.services.find((service) => service.id === id)!.expertise
    expect(expertiseOf(memoryless!._id)).not.toContain('dementia')
    expect(expertiseOf(memory!._id)).toContain('dementia')
  })

  it('includes services that reference the expertise without matching a pattern', async () => {
    const data = structuredClone(await (await contentClient()).fetch(finderIndexQuery))
    const referencing = data.services.find(
      (service) =>
        !/hoarding|squalor/i.test(
          [service.title, ...(service.aliases ?? []), ...(service.servicesProvided ?? [])].join(' '),
        ),
    )!
    referencing.expertise = ['hoarding-and-squalor']
    const index = await buildServicesIndex(data, 0)
    const query = parseFinderQuery(new URLSearchParams({ expertise: 'hoarding-and-squalor' }), index)
    if (!query.ok) throw new Error(query.message)
    const answer = runFinder(index, query.query, MAX_PER_PAGE)
    expect(answer.ok && answer.result.hits.map((hit) => hit.service.title)).toContain(referencing.title)
  })
})

describe('words', () => {
  /** A service's own words, as a visitor reads them on its page and card. */
  const says = (service: StoredService, ...words: string[]) => {
    const text = [
      service.title,
      ...service.aliases,
      service.summary,
      service.description,
      ...service.servicesProvided,
      service.categoryLabel,
      ...service.supportLabels,
      ...service.audienceLabels,
    ]
      .join(' ')
      .toLowerCase()
    return words.some((word) => text.includes(word))
  }
  const visibleTitles = (test: (service: StoredService) => boolean) =>
    new Set(visible.filter(test).map((service) => service.title))

  it('are searched in the same index as /search: a misspelling finds what the right spelling finds', async () => {
    const misspelt = await titlesFound({ q: 'counceling' })
    expect(new Set(misspelt)).toEqual(new Set(await titlesFound({ q: 'counselling' })))
    expect(new Set(misspelt)).toEqual(
      visibleTitles((service) => says(service, 'counselling', 'counseling', 'counsellor')),
    )
    expect(new Set(await titlesFound({ q: 'demenita' }))).toEqual(new Set(await titlesFound({ q: 'dementia' })))
  })

  it('find services by their other names, best fit first', async () => {
    const titles = await titlesFound({ q: 'HCP' })
    expect(titles.length).toBeGreaterThan(0)
    expect(titles.filter((title) => !title.startsWith('Home Care Packages'))).toEqual([])
    const meals = await titlesFound({ q: 'meals on wheels' })
    expect(
      meals.slice(0, 4).every((title) => title.startsWith('Delivered Meals')),
      meals.slice(0, 4).join(', '),
    ).toBe(true)
  })

  it('ignore case, punctuation, stop words and filler; words with nothing to search by narrow nothing', async () => {
    expect(await titlesFound({ q: '  RESPITE, CARE!  ' })).toEqual(await titlesFound({ q: 'respite care' }))
    expect(new Set(await titlesFound({ q: 'i need help with respite for my' }))).toEqual(
      new Set(await titlesFound({ q: 'respite' })),
    )
    expect((await find({ q: 'the and of' })).total).toBe(visible.length)
  })

  it('map everyday words to what the services call them', async () => {
    const helpAtHome = visibleTitles((service) => service.supports.includes('help-at-home'))
    for (const q of ['home help', 'cleaning', 'shopping help']) {
      const titles = await titlesFound({ q })
      for (const title of helpAtHome) expect(titles, q).toContain(title)
    }
    const familyViolence = visibleTitles((service) => says(service, 'family violence'))
    expect(familyViolence.size).toBeGreaterThan(0)
    for (const q of ['DV', 'domestic violence']) expect(new Set(await titlesFound({ q })), q).toEqual(familyViolence)
    const older = await find({ q: 'help at home for my mum', age: 82, near: '2150' }, MAX_PER_PAGE)
    expect(older.total).toBeGreaterThan(0)
    for (const hit of older.hits.slice(0, 3)) expect(hit.service.supports, hit.service.title).toContain('help-at-home')
  })

  it('rank by fit, then by distance from the place, never by title ahead of fit', async () => {
    const nearParramatta = await find({ q: 'help at home', age: 82, near: '2150' }, MAX_PER_PAGE)
    expect(nearParramatta.hits[0]?.service.title).toBe('Home Care Packages – Parramatta')
    for (const hit of nearParramatta.hits.slice(0, 3)) {
      expect(hit.service.supports, hit.service.title).toContain('help-at-home')
      expect(hit.distanceKm, hit.service.title).toBeLessThan(15)
    }
    // Services that only mention help and home come after every help at home service, however near or early in the alphabet.
    const titles = nearParramatta.hits.map((hit) => hit.service.title)
    const lastHelpAtHome = Math.max(
      ...nearParramatta.hits.flatMap((hit, rank) => (hit.service.supports.includes('help-at-home') ? [rank] : [])),
    )
    expect(titles.indexOf('Aboriginal Family Wellbeing – Wagga Wagga')).toBeGreaterThan(lastHelpAtHome)
    const carers = await find({ q: 'carer for elderly mother' })
    for (const hit of carers.hits.slice(0, 3))
      expect(hit.service.audiences, hit.service.title).toContain('older-people')
    expect(carers.hits.map((hit) => hit.service.title)).not.toContain('Young Carers Program – Bendigo')
    const byName = await find({ q: 'help at home', age: 82, near: '2150', sort: 'title' }, MAX_PER_PAGE)
    expect(byName.hits.map((hit) => hit.service.title)).toEqual(
      titlesOf(visible.filter((service) => byName.hits.some((hit) => hit.service.title === service.title))),
    )
  })

  it('take a place named in the words as where to rank from, without requiring it as a word', async () => {
    const result = await find({ q: 'home care parramatta' }, MAX_PER_PAGE)
    expect(result.placeInWords?.label).toBe('Parramatta NSW')
    expect(result.hits[0]?.service.title).toBe('Home Care Packages – Parramatta')
    expect(result.hits[0]?.distanceKm).toBeLessThan(5)
    expect(result.hits.map((hit) => hit.service.title)).toContain('Home Care Packages – Frankston')
    expect(result.activeFilters.map((filter) => filter.label)).toEqual(['Keywords: "home care parramatta"'])
  })

  it('needs read in the words: the services that meet them first, said as a filter the visitor can remove', async () => {
    const result = await find({ q: 'my partner hurts me and I am scared at home' }, MAX_PER_PAGE)
    const reading = result.activeFilters.find((filter) => filter.filter === 'reading')
    expect(reading?.label).toMatch(/^Services for family violence support( and [a-z ]+)? first, from your words$/)
    const supports = (await finderOptions()).categories.flatMap((category) => category.supports)
    const needs = supports
      .filter((support) => reading!.label.includes(support.label.toLowerCase()))
      .map((support) => support.value)
    expect(needs).toContain('family-violence-support')
    // The first need's two best first, then every service that meets a need before those that only match the words.
    expect(result.hits.slice(0, 2).every((hit) => hit.service.supports.includes('family-violence-support'))).toBe(true)
    const meets = result.hits.map((hit) => hit.service.supports.some((support) => needs.includes(support)))
    expect(meets.indexOf(false) === -1 || !meets.slice(meets.indexOf(false)).includes(true)).toBe(true)
    expect(
      visible
        .filter((service) => service.supports.includes('family-violence-support'))
        .every((service) => result.hits.some((hit) => hit.service.title === service.title)),
    ).toBe(true)
    expect(reading?.removeHref).toBe('/services/filter?q=my+partner+hurts+me+and+I+am+scared+at+home&reading=off')
    const wordsOnly = await find(paramsOf(reading!.removeHref), MAX_PER_PAGE)
    expect(wordsOnly.total).toBe(reading!.totalWithout)
    expect(wordsOnly.activeFilters.map((filter) => filter.filter)).toEqual(['keywords'])
  })

  it('needs read in the words with a place in them: the nearest of the services that meet them first', async () => {
    const result = await find({ q: 'mum keeps forgetting to eat frankston' }, MAX_PER_PAGE)
    const meals = visible.filter((service) => service.supports.includes('meals-and-nutrition'))
    const first = result.hits.slice(0, meals.length)
    expect(first.every((hit) => hit.service.supports.includes('meals-and-nutrition'))).toBe(true)
    const distances = first.map((hit) => hit.distanceKm ?? Number.POSITIVE_INFINITY)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
  })

  it('words that name a service find it as they always did, without a reading', async () => {
    const result = await find({ q: 'HCP' })
    expect(result.activeFilters.map((filter) => filter.filter)).toEqual(['keywords'])
  })

  it('give the services with some of the words when none has them all, and say so', async () => {
    // The words alone (reading=off): with the needs read in them, their services lead instead (see 'needs read in the words').
    const result = await find({ q: 'dementia xylophone', reading: 'off' }, MAX_PER_PAGE)
    expect(result.allWords).toBe(false)
    expect(result.total).toBeGreaterThan(0)
    expect(
      result.hits.every((hit) =>
        says(
          visible.find((service) => service.title === hit.service.title)!,
          'dementia',
          'memory',
        ),
      ),
    ).toBe(true)
    expect((await find({ q: 'dementia' })).allWords).toBe(true)
    expect((await find({ q: 'xqzt' })).total).toBe(0)
  })
})

describe('near a place', () => {
  const located = (service: StoredService) =>
    service.locations.filter(
      (location) => location.visible && location.latitude !== null && location.longitude !== null,
    )

  it('finds services with a visible location within the distance, nearest first, then by title', async () => {
    for (const [near, radius] of [
      ['Parramatta', 25],
      ['3011', 10],
      ['Adelaide', 100],
      ['hobart', 5],
    ] as const) {
      const result = await find({ near, radius }, MAX_PER_PAGE)
      const centre = result.query.place!
      const distance = (service: StoredService) =>
        Math.min(
          ...located(service).map((location) =>
            distanceKm(centre, { latitude: location.latitude!, longitude: location.longitude! }),
          ),
        )
      const expected = visible
        .filter((service) => distance(service) <= radius)
        .sort((a, b) => distance(a) - distance(b) || byTitle(a, b))
        .map((service) => service.title)
      expect(expected.length, near).toBeGreaterThan(0)
      expect(await titlesFound({ near, radius }), near).toEqual(expected)
      const distances = result.hits.map((hit) => hit.distanceKm!)
      expect(distances).toEqual([...distances].sort((a, b) => a - b))
      expect(distances.every((km) => km <= radius)).toBe(true)
      for (const hit of result.hits) expect(hit.nearestLocation?.latitude).not.toBeNull()
    }
  })

  it("measures from the place itself: a one-office suburb's office is the nearest, a few kilometres at most from the suburb's centre", async () => {
    const result = await find({ near: 'Dubbo' })
    expect(result.hits[0]!.distanceKm).toBeLessThan(5)
    expect(result.hits[0]!.nearestLocation?.suburb).toBe('Dubbo')
  })

  it('sorts by title when asked, and finds from coordinates ("near me")', async () => {
    const byDistance = await titlesFound({ near: 'Parramatta', radius: 50 })
    expect(await titlesFound({ near: 'Parramatta', radius: 50, sort: 'title' })).toEqual(
      titlesOf(visible.filter((service) => byDistance.includes(service.title))),
    )
    const nearMe = await find({ lat: -33.82, lng: 151.0, radius: 50 }, MAX_PER_PAGE)
    expect(nearMe.query.place?.label).toBe('your location')
    expect(new Set(await titlesFound({ lat: -33.82, lng: 151.0, radius: 50 }))).toEqual(new Set(byDistance))
  })

  it('leaves out services without a location with coordinates, and says how many', async () => {
    const data = structuredClone(await (await contentClient()).fetch(finderIndexQuery))
    const unplaced = data.services.filter((service) => service.category === 'aged-care').slice(0, 3)
    for (const service of unplaced) service.locations = []
    const index = await buildServicesIndex(data, 0)
    const run = (params: Params) => {
      const parsed = parseFinderQuery(searchFor(params), index)
      if (!parsed.ok) throw new Error(parsed.message)
      const answer = runFinder(index, parsed.query, MAX_PER_PAGE)
      if (!answer.ok) throw new Error(answer.message)
      return answer.result
    }
    const near = run({ category: 'aged-care', near: 'Parramatta', radius: 100 })
    expect(near.withoutCoordinates).toBe(3)
    expect(near.hits.map((hit) => hit.service.id)).not.toContain(unplaced[0]!._id)
    expect(run({ category: 'disability-support', near: 'Parramatta' }).withoutCoordinates).toBe(0)
    expect(run({ category: 'aged-care' }).hits.map((hit) => hit.service.id)).toContain(unplaced[0]!._id)
  })
})

/** A seeded generator, so a failure can be replayed. */
function seeded(seed: number) {
  let state = seed
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state / 2 ** 31
  }
  return {
    chance: (p: number) => next() < p,
    pick: <Item>(items: readonly Item[]) => items[Math.floor(next() * items.length)]!,
  }
}

describe('filters in combination', () => {
  it('finds exactly the services that fit every chosen filter, for 300 varied searches', async () => {
    const random = seeded(4)
    const rules = filterRules()
    let nonEmpty = 0
    for (let run = 0; run < 300; run++) {
      const params: Params = {}
      const tests: Array<(service: StoredService) => boolean> = []
      for (const { parameter, values } of rules) {
        if (parameter === 'support' || !random.chance(0.3)) continue
        const { value, fits } = random.pick(values)
        params[parameter] = value
        tests.push(fits)
      }
      if (params.category && random.chance(0.6)) {
        const support = random.pick(options.categories.find((category) => category.value === params.category)!.supports)
        params.support = support.value
        tests.push((service) => service.supports.includes(support.value))
      }
      if (random.chance(0.4)) {
        const age = Math.floor(random.pick([0, 5, 12, 17, 18, 30, 45, 50, 55, 64, 65, 80, 120]))
        const atsi = random.chance(0.5)
        params.age = age
        if (atsi) params.atsi = '1'
        tests.push((service) => takesAge(service, age, atsi))
      }
      const fitting = visible.filter((service) => tests.every((fits) => fits(service)))
      if (fitting.length) nonEmpty++
      expect(await titlesFound(params), String(searchFor(params))).toEqual(titlesOf(fitting))
    }
    expect(nonEmpty).toBeGreaterThan(100)
  })
})

describe('counts beside every option', () => {
  const bases = (): Params[] => [
    {},
    { category: 'aged-care', nofee: '1' },
    { near: 'Parramatta', age: 70 },
    { q: 'support', state: 'NSW', delivery: ['at-home', 'online'] },
    { audience: 'older-people', age: 55, atsi: '1', near: '4810', radius: 100 },
    { category: 'disability-support', support: 'daily-living', ndis: '1' },
  ]

  it('equal the results of the same search with that option chosen', async () => {
    for (const base of bases()) {
      const { facets, query } = await find(base)
      const check = async (count: number, params: Params) =>
        expect(count, `${searchFor(params)}`).toBe((await find(params)).total)
      const without = (...names: string[]) =>
        Object.fromEntries(Object.entries(base).filter(([name]) => !names.includes(name)))
      for (const option of facets.categories)
        await check(option.count, { ...without('category', 'support'), category: option.value })
      for (const option of facets.supports) await check(option.count, { ...without('support'), support: option.value })
      for (const option of facets.audiences)
        await check(option.count, { ...without('audience'), audience: option.value })
      for (const option of facets.expertise)
        await check(option.count, { ...without('expertise'), expertise: option.value })
      for (const option of facets.culturalGroups)
        await check(option.count, { ...without('cultural'), cultural: option.value })
      for (const option of facets.specialGroups)
        await check(option.count, { ...without('special'), special: option.value })
      for (const option of facets.delivery)
        await check(option.count, { ...without('delivery'), delivery: option.value })
      for (const option of facets.states) await check(option.count, { ...without('state'), state: option.value })
      await check(facets.noFee, { ...base, nofee: '1' })
      await check(facets.ndis, { ...base, ndis: '1' })
      await check(facets.atsi, { ...base, atsi: '1' })
      expect(facets.radiiKm.length).toBe(query.place ? options.radiiKm.length : 0)
      for (const option of facets.radiiKm) await check(option.count, { ...base, radius: option.km })
    }
  })

  it('mark the chosen options', async () => {
    const { facets } = await find({ category: 'aged-care', delivery: ['at-home', 'online'] })
    expect(facets.categories.filter((option) => option.selected).map((option) => option.value)).toEqual(['aged-care'])
    expect(facets.delivery.filter((option) => option.selected).map((option) => option.value)).toEqual([
      'at-home',
      'online',
    ])
    expect(facets.supports.map((option) => option.value)).toEqual(
      options.categories.find((category) => category.value === 'aged-care')!.supports.map((support) => support.value),
    )
  })
})

describe('pages', () => {
  it('splits the results into pages of 12 by default, and up to 48', async () => {
    const all = await titlesFound({})
    const second = await find({ page: 2 })
    expect(second.perPage).toBe(12)
    expect(second.pageCount).toBe(Math.ceil(all.length / 12))
    expect(second.hits.map((hit) => hit.service.title)).toEqual(all.slice(12, 24))
    expect((await find({}, 500)).hits).toHaveLength(48)
  })

  it('refuses a page after the last', async () => {
    const pageCount = (await find({ category: 'aged-care' })).pageCount
    const answer = await findServices(searchFor({ category: 'aged-care', page: pageCount + 1 }))
    expect(answer).toEqual({
      ok: false,
      status: 400,
      message: `There is no page ${pageCount + 1} of these results: the last page is ${pageCount}.`,
    })
  })
})

describe('the filters in use', () => {
  it('are listed in plain words, each with a link that removes it and the count without it', async () => {
    const result = await find({ q: 'home', category: 'aged-care', age: 55, atsi: '1', near: 'Parramatta', radius: 50 })
    expect(result.activeFilters.map((filter) => filter.label)).toEqual([
      'Keywords: "home"',
      'Category: Aged care',
      'Age: 55, Aboriginal and/or Torres Strait Islander',
      'Within 50 km of Parramatta NSW',
    ])
    const delivered = await find({ delivery: ['at-home', 'online'], nofee: '1', state: 'VIC' })
    expect(delivered.activeFilters.map((filter) => filter.label)).toEqual([
      'No fee',
      'Delivered: At your home',
      'Delivered: Online',
      'In Victoria',
    ])
    expect(result.total).toBeGreaterThan(0)
    for (const filter of [...result.activeFilters, ...delivered.activeFilters]) {
      expect(new URL(filter.removeHref, 'http://localhost').pathname).toBe('/services/filter')
      expect((await find(paramsOf(filter.removeHref))).total, filter.label).toBe(filter.totalWithout)
    }
    expect(result.activeFilters[0]!.totalWithout, 'the keywords narrow the search').toBeGreaterThan(result.total)
    expect(result.activeFilters.at(-1)?.removeHref).toBe('/services/filter?q=home&category=aged-care&age=55&atsi=1')
    expect(delivered.activeFilters[1]?.removeHref).toBe('/services/filter?nofee=1&delivery=online&state=VIC')
  })

  it('when nothing is found, say which filters to loosen and how many each would find', async () => {
    const result = await find({ expertise: 'veterans', near: '2150', radius: 5, nofee: '1' })
    expect(result.total).toBe(0)
    expect(result.loosen.length).toBeGreaterThan(0)
    for (const suggestion of result.loosen) {
      expect(suggestion.total).toBeGreaterThan(0)
      expect((await find(paramsOf(suggestion.href))).total, suggestion.label).toBe(suggestion.total)
    }
    const suggested = new Set(result.loosen.map((suggestion) => suggestion.href))
    for (const filter of result.activeFilters)
      expect(suggested.has(filter.removeHref), filter.label).toBe(filter.totalWithout > 0)
    expect(result.loosen.map((suggestion) => suggestion.label)).toContain('Remove "Expertise: Veterans"')
  })

  it('say nothing to loosen when something is found', async () => {
    expect((await find({ category: 'aged-care' })).loosen).toEqual([])
  })
})

describe('wrong values', () => {
  it('answer 400 with a message that names what is wrong', async () => {
    const cases: Array<[Params, string]> = [
      [{ category: 'x' }, 'There is no category called "x".'],
      [{ age: 'old' }, 'Age must be a whole number from 0 to 120.'],
    ]
    for (const [params, message] of cases)
      expect(await findServices(searchFor(params))).toEqual({ ok: false, status: 400, message })
  })
})
