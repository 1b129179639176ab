import { describe, expect, it } from 'vitest'
import { storedDocuments } from './bundled-dataset.testing'
import { Gazetteer } from './places'
import { servicesIndex } from './services-index.server'

const at = (suburb: string, state: string, postcode: string, latitude: number, longitude: number) => ({ suburb, state, postcode, latitude, longitude })

describe('the gazetteer of the bundled dataset', () => {
  it('knows every suburb and postcode of every visible location, and nothing only hidden locations have', async () => {
    const { places } = await servicesIndex()
    const { locations } = await storedDocuments()
    const shown = locations.filter((location) => location.visible)
    expect(shown.length).toBeGreaterThan(0)
    for (const location of shown) {
      expect(places.find(location.suburb).ok, location.suburb).toBe(true)
      expect(places.find(location.postcode).ok, location.postcode).toBe(true)
    }
    const shownSuburbs = new Set(shown.map((location) => location.suburb))
    const hiddenOnly = locations.filter((location) => !location.visible && !shownSuburbs.has(location.suburb))
    expect(hiddenOnly.length).toBeGreaterThan(0)
    for (const location of hiddenOnly) expect(places.find(location.suburb!)).toEqual({ ok: false, message: `We could not find a suburb or postcode called "${location.suburb}".` })
  })

  it('forgives case, punctuation, a state and a postcode after the name, and a missing "City"', async () => {
    const { places } = await servicesIndex()
    for (const text of ['parramatta', '  PARRAMATTA, nsw ', 'Parramatta NSW 2150', 'Parramatta 2150']) {
      expect(places.find(text), text).toMatchObject({ ok: true, place: { name: 'Parramatta', label: 'Parramatta NSW' } })
    }
    expect(places.find('Townsville')).toMatchObject({ ok: true, place: { name: 'Townsville City', label: 'Townsville City QLD' } })
    expect(places.find('0800')).toMatchObject({ ok: true, place: { name: '0800', label: 'postcode 0800' } })
    expect(places.find('9999')).toEqual({ ok: false, message: 'We could not find a suburb or postcode called "9999".' })
  })
})

describe('a gazetteer', () => {
  const gazetteer = Gazetteer.fromLocations([
    at('Richmond', 'NSW', '2753', -33.6, 150.75),
    at('Richmond', 'VIC', '3121', -37.82, 145.0),
    at('Hawthorn', 'VIC', '3122', -37.82, 145.04),
    at('Hawthorn East', 'VIC', '3123', -37.83, 145.05),
    { suburb: 'Nowhere', state: 'VIC', postcode: '3999', latitude: null, longitude: null },
  ])

  it('asks which one when a name is in two states', () => {
    expect(gazetteer.find('richmond')).toEqual({
      ok: false,
      message: 'There is more than one place called "richmond". Say which one, for example "Richmond NSW" or "Richmond VIC".',
    })
    expect(gazetteer.find('Richmond vic')).toMatchObject({ ok: true, place: { name: 'Richmond VIC', latitude: -37.82 } })
    expect(gazetteer.find('Richmond 2753')).toMatchObject({ ok: true, place: { name: 'Richmond NSW', latitude: -33.6 } })
  })

  it('prefers the exact name to a longer one', () => {
    expect(gazetteer.find('Hawthorn')).toMatchObject({ ok: true, place: { name: 'Hawthorn' } })
    expect(gazetteer.find('Hawthorn E')).toEqual({ ok: false, message: 'We could not find a suburb or postcode called "Hawthorn E".' })
  })

  it('puts a postcode or suburb with several locations at their average position, and ignores locations without coordinates', () => {
    const shared = Gazetteer.fromLocations([at('Alpha', 'NSW', '2000', -33, 151), at('Alpha', 'NSW', '2000', -34, 152), at('Beta', 'NSW', '2000', -35, 153)])
    expect(shared.find('2000')).toMatchObject({ ok: true, place: { latitude: -34, longitude: 152 } })
    expect(shared.find('alpha')).toMatchObject({ ok: true, place: { latitude: -33.5, longitude: 151.5 } })
    expect(gazetteer.find('Nowhere').ok).toBe(false)
    expect(gazetteer.find('3999').ok).toBe(false)
  })
})
