import { beforeAll, describe, expect, it } from 'vitest'
import { EMPTY_FINDER_QUERY, finderHref, finderSearchParams, type FinderQuery, parseFinderQuery } from './finder-query'
import type { ServicesIndex } from './services-index'
import { servicesIndex } from './services-index.server'

let index: ServicesIndex

beforeAll(async () => {
  index = await servicesIndex()
})

const parse = (search: string) => parseFinderQuery(new URLSearchParams(search), index)

function parsed(search: string): FinderQuery {
  const result = parse(search)
  if (!result.ok) throw new Error(result.message)
  return result.query
}

describe('reading a search from the address', () => {
  it('reads nothing as the empty search, and ignores empty values and unknown parameters', () => {
    expect(parsed('')).toEqual(EMPTY_FINDER_QUERY)
    expect(
      parsed('q=&category=&support=&age=&atsi=&nofee=&near=&lat=&lng=&radius=&sort=&page=&utm_source=newsletter'),
    ).toEqual(EMPTY_FINDER_QUERY)
  })

  it('reads every filter, forgiving the case of values', () => {
    expect(
      parsed(
        'q=+dementia+respite+&category=AGED-CARE&support=respite-for-older-people&support=help-at-home&audience=older-people&expertise=Dementia&age=70&atsi=yes&nofee=on&ndis=true&cultural=ATSI&special=veterans&delivery=online&delivery=At-Home&opennow=1&weekends=yes&state=nsw&near=parramatta&radius=50&sort=title&page=2',
      ),
    ).toEqual({
      keywords: 'dementia respite',
      wordsOnly: false,
      category: 'aged-care',
      supports: ['help-at-home', 'respite-for-older-people'],
      audience: 'older-people',
      expertise: 'dementia',
      age: 70,
      atsi: true,
      noFee: true,
      ndis: true,
      cultural: 'atsi',
      special: 'veterans',
      delivery: ['at-home', 'online'],
      openNow: true,
      weekends: true,
      state: 'NSW',
      place: expect.objectContaining({ kind: 'place', name: 'Parramatta', label: 'Parramatta NSW' }),
      radiusKm: 50,
      sort: 'title',
      page: 2,
    })
  })

  it('writes the opening-hours answers back in the address, and refuses any other value', () => {
    expect(finderHref({ ...EMPTY_FINDER_QUERY, openNow: true, weekends: true })).toBe(
      '/services/filter?opennow=1&weekends=1',
    )
    expect(parse('opennow=maybe')).toEqual({ ok: false, message: 'The "open now" answer must be yes or no.' })
  })

  it('reads reading=off as the keywords alone, without the needs read in them, and refuses any other value', () => {
    expect(parsed('q=scared+at+home&reading=off')).toMatchObject({ keywords: 'scared at home', wordsOnly: true })
    expect(finderHref({ ...EMPTY_FINDER_QUERY, keywords: 'scared at home', wordsOnly: true })).toBe(
      '/services/filter?q=scared+at+home&reading=off',
    )
    expect(parse('reading=on')).toEqual({
      ok: false,
      message: 'The reading of your words can only be turned off (reading=off), to search for your words only.',
    })
  })

  it('sorts by distance when a place is given, and by title otherwise whatever was asked', () => {
    expect(parsed('near=2150').sort).toBe('distance')
    expect(parsed('near=2150').radiusKm).toBe(25)
    expect(parsed('sort=distance').sort).toBe('title')
  })

  it('takes "near me" coordinates, rounded to about a kilometre, and prefers a typed place to them', () => {
    expect(parsed('lat=-33.86881&lng=151.20929').place).toEqual({
      kind: 'coordinates',
      name: '',
      label: 'your location',
      latitude: -33.87,
      longitude: 151.21,
    })
    expect(parsed('near=Hobart&lat=-33.87&lng=151.21').place).toMatchObject({ kind: 'place', name: 'Hobart' })
  })
})

describe('a suburb or postcode it cannot settle', () => {
  it('keeps the rest of the search and says what to correct, instead of refusing the search', () => {
    const unknown = parse('q=respite&age=80&near=Atlantis&lat=-33.82&lng=151')
    expect(unknown).toMatchObject({
      ok: true,
      query: { keywords: 'respite', age: 80, place: undefined, sort: 'title' },
    })
    expect(unknown.ok && unknown.placeProblem).toEqual({
      typed: 'Atlantis',
      message: 'We could not find a suburb or postcode called "Atlantis". Check the spelling, or try the postcode.',
      choices: [],
    })
    const shared = parse('near=Springfield')
    expect(shared.ok && shared.placeProblem?.choices.map((choice) => choice.name)).toContain('Springfield SA')
    const long = parse(`near=${'a'.repeat(101)}`)
    expect(long.ok && long.placeProblem?.message).toBe('A suburb or postcode must be at most 100 characters.')
  })

  it('finds every Australian postcode and near misses', () => {
    expect(parsed('near=2145').place).toMatchObject({ kind: 'place', name: '2145' })
    expect(parsed('near=parramata').place).toMatchObject({ kind: 'place', name: 'Parramatta', label: 'Parramatta NSW' })
  })
})

describe('wrong values', () => {
  const cases: Array<[string, string]> = [
    ['category=x', 'There is no category called "x".'],
    ['support=x', 'There is no support called "x".'],
    ['category=aged-care&support=counselling', 'The support "Counselling" is not part of the category "Aged care".'],
    ['audience=x', 'There is no audience called "x".'],
    ['expertise=x', 'There is no area of expertise called "x".'],
    ['age=x', 'Age must be a whole number from 0 to 120.'],
    ['age=-1', 'Age must be a whole number from 0 to 120.'],
    ['age=121', 'Age must be a whole number from 0 to 120.'],
    ['age=4.5', 'Age must be a whole number from 0 to 120.'],
    ['atsi=maybe', 'The "Aboriginal and/or Torres Strait Islander" answer must be yes or no.'],
    ['nofee=2', 'The "no fee" answer must be yes or no.'],
    ['ndis=x', 'The "NDIS" answer must be yes or no.'],
    ['cultural=x', 'There is no cultural group called "x".'],
    ['special=x', 'There is no special group called "x".'],
    ['delivery=at-home&delivery=by-pigeon', 'There is no way of delivering a service called "by-pigeon".'],
    ['state=XX', 'There is no state or territory called "XX".'],
    ['lat=-33.87', 'Your location needs both lat and lng.'],
    ['lat=north&lng=151', 'Your location (lat and lng) must be two numbers in degrees, like lat=-33.87&lng=151.21.'],
    ['lat=51.5&lng=-0.12', 'Your location is outside Australia. Search near a suburb or postcode instead.'],
    ['near=2150&radius=7', 'The distance must be 5, 10, 25, 50 or 100 km.'],
    ['sort=price', 'Results can be sorted only by "title" or "distance".'],
    ['page=0', 'The page number must be a whole number, starting from 1.'],
    ['page=two', 'The page number must be a whole number, starting from 1.'],
    ['category=aged-care&category=disability-support', 'Choose only one category.'],
    ['age=5&age=6', 'Choose only one age.'],
    [`q=${'a'.repeat(201)}`, 'Keywords must be at most 200 characters.'],
  ]

  it.each(cases)('%s: %s', (search, message) => {
    expect(parse(search)).toEqual({ ok: false, message })
  })

  it('give the first problem when there are several', () => {
    expect(parse('category=x&age=x')).toEqual({ ok: false, message: 'There is no category called "x".' })
  })
})

describe('writing a search back into an address', () => {
  it('writes parameters in one order, leaving out defaults, so the same search has one address', () => {
    const canonical =
      'q=dementia+respite&category=aged-care&support=help-at-home&support=respite-for-older-people&audience=older-people&expertise=dementia&age=70&atsi=1&nofee=1&ndis=1&cultural=atsi&special=veterans&delivery=at-home&delivery=online&state=NSW&near=Parramatta&radius=50&sort=title&page=2'
    const shuffled =
      'page=2&sort=title&radius=50&near=PARRAMATTA&state=nsw&delivery=online&delivery=at-home&special=Veterans&cultural=atsi&ndis=yes&nofee=on&atsi=true&age=70&expertise=dementia&audience=older-people&support=respite-for-older-people&support=help-at-home&category=aged-care&q=dementia%20respite'
    expect(finderSearchParams(parsed(shuffled)).toString()).toBe(canonical)
    expect(parsed(canonical)).toEqual(parsed(shuffled))
    expect(finderSearchParams(parsed('near=2150&radius=25&sort=distance&page=1')).toString()).toBe('near=2150')
    expect(finderSearchParams(parsed('radius=50&sort=title')).toString()).toBe('')
    expect(finderSearchParams(parsed('lat=-33.87&lng=151.21&radius=10')).toString()).toBe(
      'lat=-33.87&lng=151.21&radius=10',
    )
  })

  it('links to the finder', () => {
    expect(finderHref(EMPTY_FINDER_QUERY)).toBe('/services/filter')
    expect(finderHref(parsed('nofee=1'))).toBe('/services/filter?nofee=1')
  })
})
