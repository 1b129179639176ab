import { describe, expect, it } from 'vitest'
import { directionsUrl } from './directions'
import { distanceWords, locationsFor } from './locations-search'

const saturday = { opens: '09:00', closes: '12:00' }
const week = {
  monday: null,
  tuesday: null,
  wednesday: null,
  thursday: null,
  friday: null,
  saturday: null,
  sunday: null,
}
const hours = (withSaturday: boolean) => ({
  ...week,
  saturday: withSaturday ? [saturday] : null,
  publicHolidays: null,
  publicHolidayHours: null,
  closures: null,
  note: null,
  timeZone: null,
})
const at = (title: string, state: string, latitude: number | null, longitude: number | null, withSaturday = false) => ({
  _id: title,
  title,
  state,
  latitude,
  longitude,
  hours: hours(withSaturday),
})
const everywhere = { state: undefined, place: undefined, openNow: false, weekends: false }
const noneOpen = new Set<string>()

describe('locationsFor', () => {
  const locations = [
    at('Albury', 'NSW', -36.08, 146.91),
    at('Bendigo', 'VIC', -36.76, 144.28, true),
    at('Cairns', 'QLD', -16.92, 145.77),
    at('Dubbo', 'NSW', null, null),
  ]

  it('keeps the given (title) order without a place, and filters by state', () => {
    expect(locationsFor(locations, everywhere, noneOpen).map((location) => location.title)).toEqual([
      'Albury',
      'Bendigo',
      'Cairns',
      'Dubbo',
    ])
    expect(
      locationsFor(locations, { ...everywhere, state: 'NSW' }, noneOpen).map((location) => location.title),
    ).toEqual(['Albury', 'Dubbo'])
  })

  it('puts the nearest first from a place, and those without coordinates last', () => {
    const place = { kind: 'place' as const, name: 'Bendigo', label: 'Bendigo VIC', latitude: -36.76, longitude: 144.28 }
    const found = locationsFor(locations, { ...everywhere, place }, noneOpen)
    expect(found.map((location) => location.title)).toEqual(['Bendigo', 'Albury', 'Cairns', 'Dubbo'])
    expect(found[0]?.distanceKm).toBe(0)
    expect(found.at(-1)?.distanceKm).toBeNull()
  })

  it('keeps only the locations open at the time of the search, or open at weekends, when asked', () => {
    const open = new Set(['Cairns', 'Dubbo'])
    expect(locationsFor(locations, { ...everywhere, openNow: true }, open).map((location) => location.title)).toEqual([
      'Cairns',
      'Dubbo',
    ])
    expect(
      locationsFor(locations, { ...everywhere, openNow: true, state: 'NSW' }, open).map((location) => location.title),
    ).toEqual(['Dubbo'])
    expect(locationsFor(locations, { ...everywhere, weekends: true }, open).map((location) => location.title)).toEqual([
      'Bendigo',
    ])
  })
})

describe('distanceWords', () => {
  it.each([
    [0.04, '100 m'],
    [0.84, '800 m'],
    [4.25, '4.3 km'],
    [37.4, '37 km'],
  ])('%d km reads "%s"', (km, words) => expect(distanceWords(km)).toBe(words))
})

describe('directionsUrl', () => {
  it('points Google Maps at the coordinates, or else the address', () => {
    expect(
      directionsUrl({
        latitude: -33.8177,
        longitude: 151.0012,
        address: 'x',
        suburb: null,
        state: null,
        postcode: null,
      }),
    ).toBe('https://www.google.com/maps/dir/?api=1&destination=-33.8177,151.0012')
    expect(
      directionsUrl({
        latitude: null,
        longitude: null,
        address: '1 Main St',
        suburb: 'Dubbo',
        state: 'NSW',
        postcode: '2830',
      }),
    ).toBe('https://www.google.com/maps/dir/?api=1&destination=1%20Main%20St%2C%20Dubbo%2C%20NSW%2C%202830')
    expect(
      directionsUrl({ latitude: null, longitude: null, address: null, suburb: null, state: null, postcode: null }),
    ).toBeNull()
  })
})
