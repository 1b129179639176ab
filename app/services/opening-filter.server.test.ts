import { TZDate } from '@date-fns/tz'
import { beforeAll, describe, expect, it } from 'vitest'
import { contentClient } from '~/content/client.server'
import { finderIndexQuery } from '~/content/queries/finder'
import type { FinderIndexQueryResult } from '~/content/sanity.types'
import { runFinder } from '~/finder/finder'
import { EMPTY_FINDER_QUERY } from './finder-query'
import { buildServicesIndex, type ServicesIndex } from './services-index'

/** 'Open now' and 'Open on weekends' over the bundled dataset, at instants chosen on the places' own clocks. */

let data: FinderIndexQueryResult
let index: ServicesIndex

beforeAll(async () => {
  data = await (await contentClient()).fetch(finderIndexQuery)
  index = await buildServicesIndex(data, 0)
})

const titlesOf = (ids: Iterable<string>) =>
  [...ids].map((id) => data.locations.find((location) => location._id === id)?.title).sort()
const positions = (set: Iterable<number>) => new Set(set)
const ownHours = () => new Set(data.services.filter((service) => service.hours).map((service) => service._id))

describe('open now', () => {
  it('at 3 am on a Sunday in Brisbane, finds only the site open day and night, and the services there', async () => {
    const { locations, services } = await index.opening.openAt(
      new TZDate(2026, 4, 17, 3, 0, 'Australia/Brisbane').getTime(),
    )
    expect(titlesOf(locations)).toEqual(['Fortitude Valley Housing Hub'])
    const there = index.services.filter(
      (service) =>
        !ownHours().has(service.id) &&
        service.locations.some((location) => location.title === 'Fortitude Valley Housing Hub'),
    )
    expect(there.length).toBeGreaterThan(0)
    expect(services.count()).toBe(there.length)
    for (const service of there) expect(positions(services).has(index.positionOf.get(service.id)!)).toBe(true)
  })

  it('on a Wednesday morning finds most sites, but not one closed for a while, and counts services by their own hours first', async () => {
    const wednesday = new TZDate(2026, 9, 14, 11, 0, 'Australia/Sydney').getTime()
    const { locations, services } = await index.opening.openAt(wednesday)
    const open = titlesOf(locations)
    expect(open.length).toBeGreaterThan(30)
    expect(open).not.toContain('Dubbo Office')
    // Perth is three hours behind: 8 am there, not yet open.
    expect(open).not.toContain('Midland Community Hub')
    for (const service of index.services.filter((service) => ownHours().has(service.id)))
      expect(positions(services).has(index.positionOf.get(service.id)!), service.title).toBe(true)
  })

  it('keeps to a service’s locations while its own hours hold no time (the Studio saved the public-holiday rule alone)', async () => {
    const changed = structuredClone(data)
    const atValley = changed.services.find(
      (service) =>
        !service.hours &&
        service.locations?.includes(
          changed.locations.find((location) => location.title === 'Fortitude Valley Housing Hub')!._id,
        ),
    )!
    const empty = {
      monday: null,
      tuesday: null,
      wednesday: null,
      thursday: null,
      friday: null,
      saturday: null,
      sunday: null,
      publicHolidays: 'closed' as const,
      publicHolidayHours: null,
      closures: null,
      note: null,
      timeZone: null,
    }
    atValley.hours = empty
    const changedIndex = await buildServicesIndex(changed, 1)
    const { services } = await changedIndex.opening.openAt(
      new TZDate(2026, 4, 17, 3, 0, 'Australia/Brisbane').getTime(),
    )
    expect(positions(services).has(changedIndex.positionOf.get(atValley._id)!)).toBe(true)
  })

  it('filters the finder, and counts beside the choice', async () => {
    const sunday = new TZDate(2026, 4, 17, 3, 0, 'Australia/Brisbane').getTime()
    const { services: openNow } = await index.opening.openAt(sunday)
    const answer = runFinder(index, { ...EMPTY_FINDER_QUERY, openNow: true }, 12, undefined, [], openNow)
    if (!answer.ok) throw new Error(answer.message)
    expect(answer.result.total).toBe(openNow.count())
    expect(answer.result.activeFilters.map((filter) => filter.label)).toEqual(['Open now'])
    const all = runFinder(index, EMPTY_FINDER_QUERY, 12, undefined, [], openNow)
    expect(all.ok && all.result.facets.openNow).toBe(openNow.count())
  })
})

describe('open on weekends', () => {
  it('finds the services with Saturday or Sunday hours, their own or at one of their locations', () => {
    const weekendSites = new Set(
      data.locations
        .filter((location) => location.hours?.saturday?.length || location.hours?.sunday?.length)
        .map((location) => location._id),
    )
    const expected = data.services
      .filter((service) => service.slug)
      .filter((service) =>
        service.hours
          ? service.hours.saturday?.length || service.hours.sunday?.length
          : service.locations?.some((id) => weekendSites.has(id)),
      )
    expect(expected.length).toBeGreaterThan(0)
    expect(index.opening.weekends.count()).toBe(expected.length)
    const answer = runFinder(index, { ...EMPTY_FINDER_QUERY, weekends: true }, 48)
    expect(answer.ok && answer.result.total).toBe(expected.length)
  })
})
