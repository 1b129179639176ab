import { describe, expect, it } from 'vitest'
import { locationJsonLd, openingHours, type LocationFacts } from './place'

const SITE = 'https://www.altogether.example'
const site = { siteUrl: SITE, name: 'Altogether better care' }
const url = `${SITE}/locations/parramatta`
const rendered = (value: unknown) => JSON.parse(JSON.stringify(value))

const location: LocationFacts = {
  title: 'Parramatta office',
  address: '1 Church Street',
  suburb: 'Parramatta',
  postcode: '2150',
  state: 'NSW',
  phone: '02 9000 0000',
  latitude: -33.815,
  longitude: 151.003,
  openingHours: 'Monday to Friday, 9am to 5pm; Saturday, 9am to 12pm',
}

describe('LocalBusiness', () => {
  it('has the address, the place on the map and the opening hours', () => {
    const node = rendered(locationJsonLd(site, location, url))
    expect(node).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Parramatta office',
      url,
      parentOrganization: { '@id': `${SITE}/#organization` },
      address: { '@type': 'PostalAddress', streetAddress: '1 Church Street', addressLocality: 'Parramatta', addressRegion: 'NSW', postalCode: '2150', addressCountry: 'AU' },
      geo: { '@type': 'GeoCoordinates', latitude: -33.815, longitude: 151.003 },
      telephone: '02 9000 0000',
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '12:00' },
      ],
    })
  })

  it('leaves out an address, coordinates and hours it does not know', () => {
    const node = rendered(locationJsonLd(site, { title: 'Mobile team', latitude: null, longitude: 151, openingHours: 'By appointment' }, url))
    expect(Object.keys(node).sort()).toEqual(['@context', '@type', 'name', 'parentOrganization', 'url'])
  })

  it('leaves out coordinates that are not on the Earth', () => {
    expect(rendered(locationJsonLd(site, { ...location, latitude: 95 }, url))).not.toHaveProperty('geo')
  })
})

describe('opening hours', () => {
  it('reads every form the location records use', () => {
    expect(openingHours('Monday to Friday, 8.30am to 4.30pm')).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:30', closes: '16:30' },
    ])
    expect(openingHours('Monday to Thursday, 9am to 5pm; Friday, 9am to 3pm')).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '09:00', closes: '17:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday'], opens: '09:00', closes: '15:00' },
    ])
    expect(openingHours('Tuesday to Friday, 9am to 4pm')?.[0]).toMatchObject({ dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '16:00' })
  })

  it('gives nothing rather than a guess for hours in any other form', () => {
    for (const text of [
      'By appointment',
      'Monday to Friday, 9am to 5pm; closed on public holidays',
      'Friday to Monday, 9am to 5pm',
      'Monday, 5pm to 9am',
      'Monday, 13pm to 2pm',
      '',
    ])
      expect(openingHours(text), text).toBeNull()
  })
})
