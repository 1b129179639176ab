import { readFileSync } from 'node:fs'
import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { distanceKm } from '~/lib/geo/distance'
import type { Route as DetailRoute } from './+types/location'
import type { Route as ListRoute } from './+types/locations'
import { loader as detailLoader } from './location'
import { loader } from './locations'

/** The locations loader's data and status: it answers with `data(…, { status })`. */
const locationsLoader = async (args: ListRoute.LoaderArgs) => {
  const answer = await loader(args)
  return { ...answer.data, status: answer.init?.status }
}

/** The location loader's data and its Cache-Control (shared until the opening status changes). */
const locationLoader = async (args: DetailRoute.LoaderArgs) => {
  const answer = await detailLoader(args)
  return { ...answer.data, cacheControl: new Headers(answer.init?.headers).get('cache-control') }
}

/** Every page of a list, one after another: the locations a visitor sees by following 'Next page' to the end. */
async function everyPage(search = '') {
  const first = await locationsLoader(listArgs(search))
  const locations = [...first.locations]
  for (let page = 2; page <= first.pageCount; page += 1) {
    const separator = search ? '&' : '?'
    locations.push(...(await locationsLoader(listArgs(`${search}${separator}page=${page}`))).locations)
  }
  return { ...first, locations }
}

const listArgs = (search = '') =>
  ({
    request: new Request(`http://localhost/locations${search}`),
    params: {},
    context: new RouterContextProvider(),
  }) as unknown as ListRoute.LoaderArgs
const detailArgs = (slug: string) =>
  ({
    request: new Request(`http://localhost/locations/${slug}`),
    params: { slug },
    context: new RouterContextProvider(),
  }) as unknown as DetailRoute.LoaderArgs

interface StoredLocation {
  _id: string
  hidden?: boolean
  sync: { title: string; slug: { current: string }; deleted?: boolean; status?: string; state: string }
}

/** The published locations as stored in the bundled dataset, read without GROQ. */
const stored = readFileSync('dataset/bundled/data.ndjson', 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as StoredLocation & { _type: string })
  .filter((document) => document._type === 'location' && !document._id.startsWith('drafts.'))
const shown = (location: StoredLocation) =>
  location.hidden !== true && location.sync.deleted !== true && location.sync.status !== 'Inactive'
const visible = stored.filter(shown)
const notVisible = stored.filter((location) => !shown(location))

/** What a loader threw with `data(message, { status })`. */
async function rejection(promise: Promise<unknown>): Promise<{ status: number | undefined; data: unknown }> {
  try {
    await promise
  } catch (error) {
    const thrown = error as { data: unknown; init: ResponseInit | null }
    return { status: thrown.init?.status, data: thrown.data }
  }
  throw new Error('the loader did not throw')
}

describe('/locations loader', () => {
  it('lists every visible location, by title, and never a hidden, deleted or inactive one', async () => {
    expect(
      notVisible.map(
        (location) => location.hidden === true || location.sync.deleted === true || location.sync.status === 'Inactive',
      ),
    ).toEqual([true, true, true, true, true, true])
    const first = await locationsLoader(listArgs())
    expect(first.locations).toHaveLength(10)
    expect(first.pageCount).toBe(Math.ceil(visible.length / 10))
    const { locations } = await everyPage()
    expect(locations.map((location) => location._id).toSorted()).toEqual(
      visible.map((location) => location._id).toSorted(),
    )
    const titles = locations.map((location) => (location.title ?? '').toLowerCase())
    expect(titles).toEqual(titles.toSorted())
    expect(locations.every((location) => location.distanceKm === null)).toBe(true)
  })

  it('filters by state, whatever its case, keeping title order', async () => {
    const { locations, stateName } = await everyPage('?state=vic')
    expect(stateName).toBe('Victoria')
    expect(locations.map((location) => location._id).toSorted()).toEqual(
      visible
        .filter((location) => location.sync.state === 'VIC')
        .map((location) => location._id)
        .toSorted(),
    )
    const titles = locations.map((location) => (location.title ?? '').toLowerCase())
    expect(titles).toEqual(titles.toSorted())
  })

  it('sorts nearest first from a suburb or postcode, with each distance', async () => {
    for (const near of ['Parramatta', '2150']) {
      const { locations, placeLabel, search } = await everyPage(`?near=${near}`)
      expect(locations).toHaveLength(visible.length)
      expect(placeLabel).toMatch(/Parramatta|2150/)
      expect(search.near).toBe(near)
      expect(locations[0]?.slug).toBe('parramatta-community-hub')
      expect(locations[0]?.distanceKm).toBeLessThan(1)
      const distances = locations.map((location) => location.distanceKm ?? Number.POSITIVE_INFINITY)
      expect(distances).toEqual(distances.toSorted((a, b) => a - b))
    }
  })

  it("sorts nearest first from the visitor's position, rounded to about a kilometre, within a state", async () => {
    const { locations, search } = await locationsLoader(listArgs('?state=NSW&lat=-33.81771&lng=151.00119'))
    expect(search.coordinates).toEqual({ latitude: -33.82, longitude: 151 })
    expect(locations.every((location) => location.state === 'NSW')).toBe(true)
    expect(locations[0]?.slug).toBe('parramatta-community-hub')
    expect(locations[0]?.distanceKm).toBeCloseTo(
      distanceKm({ latitude: -33.82, longitude: 151 }, { latitude: -33.8177, longitude: 151.0012 }),
      6,
    )
  })

  it.each([
    ['?state=XYZ', 'There is no state or territory called "XYZ".'],
    ['?lat=51.5&lng=-0.12', 'Your location is outside Australia. Search near a suburb or postcode instead.'],
    ['?lat=-33.8', 'Your location needs both lat and lng.'],
  ])('answers %s with 400 and a plain-words message', async (search, message) => {
    const error = await rejection(locationsLoader(listArgs(search)))
    expect(error.status).toBe(400)
    expect(error.data).toBe(message)
  })

  it('keeps a suburb or postcode it cannot find for the form, with a message beside it and 422, instead of a separate page', async () => {
    const unknown = await locationsLoader(listArgs('?state=NSW&near=Zzyzx'))
    expect(unknown.status).toBe(422)
    expect(unknown.placeProblem).toEqual({
      typed: 'Zzyzx',
      message: 'We could not find a suburb or postcode called "Zzyzx". Check the spelling, or try the postcode.',
      choices: [],
    })
    expect(unknown.search.state).toBe('NSW')
    const shared = await locationsLoader(listArgs('?near=Richmond'))
    expect(shared.status).toBe(422)
    expect(shared.placeProblem?.choices.map((choice) => choice.name)).toContain('Richmond VIC')
    const found = await locationsLoader(listArgs('?near=Westmead'))
    expect(found.status).toBe(200)
    expect(found.placeProblem).toBeNull()
    expect(found.locations[0]?.slug).toBe('parramatta-community-hub')
  })

  it('counts the visible services with a page that each location offers, as the dataset says', async () => {
    interface StoredService {
      _id: string
      _type: string
      hidden?: boolean
      sync: { slug?: { current?: string }; deleted?: boolean; status?: string; locations?: Array<{ _ref: string }> }
    }
    const services = readFileSync('dataset/bundled/data.ndjson', 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as StoredService)
      .filter((document) => document._type === 'service' && !document._id.startsWith('drafts.'))
      .filter(
        (service) =>
          service.hidden !== true &&
          service.sync.deleted !== true &&
          service.sync.status !== 'Inactive' &&
          service.sync.slug?.current,
      )
    const { locations } = await everyPage()
    for (const location of locations) {
      const offered = services.filter((service) =>
        service.sync.locations?.some((reference) => reference._ref === location._id),
      ).length
      expect(location.serviceCount, location.slug ?? '').toBe(offered)
    }
    expect(locations.some((location) => location.serviceCount > 1)).toBe(true)
  })

  it('hands the browser the tile server for the map', async () => {
    const { tiles } = await locationsLoader(listArgs())
    expect(tiles.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
  })
})

describe('/locations/{slug} loader', () => {
  it('gives the services offered there, by title, as many as the list counts', async () => {
    const { locations } = await everyPage()
    let withServices = 0
    for (const listed of locations) {
      const { location } = await locationLoader(detailArgs(listed.slug ?? ''))
      expect(location.services.length, listed.slug ?? '').toBe(listed.serviceCount)
      const titles = location.services.map((service) => service.title.toLowerCase())
      expect(titles).toEqual(titles.toSorted())
      if (location.services.length) withServices++
    }
    expect(withServices).toBeGreaterThan(10)
  })

  it('is shared only until its opening status changes, and a minute at most', async () => {
    const { location, cacheControl } = await locationLoader(detailArgs('parramatta-community-hub'))
    const seconds = Number(/s-maxage=(\d+)/.exec(cacheControl ?? '')?.[1])
    expect(cacheControl).toMatch(/^public, max-age=0, s-maxage=\d+, stale-if-error=86400$/)
    expect(seconds).toBeGreaterThanOrEqual(1)
    expect(seconds).toBeLessThanOrEqual(60)
    expect(location.hours.schedule).not.toBeNull()
  })

  it('shows the details a visitor needs', async () => {
    const { location } = await locationLoader(detailArgs('parramatta-community-hub'))
    expect(location).toMatchObject({
      title: 'Parramatta Community Hub',
      suburb: 'Parramatta',
      postcode: '2150',
      state: 'NSW',
      phone: '02 5550 3442',
      latitude: -33.8177,
      longitude: 151.0012,
    })
    expect(location.disabilityAccess).toContain('Ramp')
    expect(location.hours.schedule?.week).toHaveLength(7)
    expect(location.hours.schedule?.holidayRule).toBe('closed')
  })

  it.each([...notVisible.map((location) => location.sync.slug.current), 'no-such-location'])(
    'answers %s with 404 Page Not Found',
    async (slug) => {
      const error = await rejection(locationLoader(detailArgs(slug)))
      expect(error.status).toBe(404)
      expect(error.data).toBe(`Page Not Found: /locations/${slug}`)
    },
  )
})
