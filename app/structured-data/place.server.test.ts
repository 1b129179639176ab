import { describe, expect, it } from 'vitest'
import type { OpeningSchedule } from '~/opening-hours/schedule'
import { openingHoursSpecification } from './opening-hours.server'
import { locationJsonLd, openingHours, type LocationFacts } from './place.server'

const SITE = 'https://www.altogether.example'
const site = { siteUrl: SITE, name: 'Altogether better care' }
const url = `${SITE}/locations/parramatta`
const rendered = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>

const location: LocationFacts = {
  title: 'Parramatta office',
  address: '1 Church Street',
  suburb: 'Parramatta',
  postcode: '2150',
  state: 'NSW',
  phone: '02 9000 0000',
  latitude: -33.815,
  longitude: 151.003,
  hours: { schedule: null, text: 'Monday to Friday, 9am to 5pm; Saturday, 9am to 12pm' },
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
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Church Street',
        addressLocality: 'Parramatta',
        addressRegion: 'NSW',
        postalCode: '2150',
        addressCountry: 'AU',
      },
      geo: { '@type': 'GeoCoordinates', latitude: -33.815, longitude: 151.003 },
      telephone: '02 9000 0000',
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '09:00',
          closes: '17:00',
        },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '12:00' },
      ],
    })
  })

  it('leaves out an address, coordinates and hours it does not know', () => {
    const node = rendered(
      locationJsonLd(
        site,
        { title: 'Mobile team', latitude: null, longitude: 151, hours: { schedule: null, text: 'By appointment' } },
        url,
      ),
    )
    expect(Object.keys(node).sort()).toEqual(['@context', '@type', 'name', 'parentOrganization', 'url'])
  })

  it('leaves out coordinates that are not on the Earth', () => {
    expect(rendered(locationJsonLd(site, { ...location, latitude: 95 }, url))).not.toHaveProperty('geo')
  })
})

describe('opening hours', () => {
  it('reads every form the location records use', () => {
    expect(openingHours('Monday to Friday, 8.30am to 4.30pm')).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:30',
        closes: '16:30',
      },
    ])
    expect(openingHours('Monday to Thursday, 9am to 5pm; Friday, 9am to 3pm')).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'],
        opens: '09:00',
        closes: '17:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday'], opens: '09:00', closes: '15:00' },
    ])
    expect(openingHours('Tuesday to Friday, 9am to 4pm')?.[0]).toMatchObject({
      dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '16:00',
    })
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

describe('structured opening hours', () => {
  const nine = [540, 1020] as const
  const schedule: OpeningSchedule = {
    week: [[nine], [nine], [nine], [nine], [nine], [[540, 720]], []],
    holidayRule: 'closed',
    holidayHours: [],
    holidays: [
      { date: '2026-04-06', from: 0, name: 'Easter Monday' },
      { date: '2026-12-24', from: 19 * 60, name: 'Christmas Eve' },
    ],
    closures: [
      { from: '2026-05-11', to: '2026-05-22', note: 'Repairs' },
      { from: '2026-09-14', to: null, note: null },
    ],
    offsets: [[0, 600]],
    knownFrom: 0,
    knownUntil: 1,
  }

  it('carries the week, public holidays, the holidays ahead and temporary closures with their dates', () => {
    const node = rendered(locationJsonLd(site, { ...location, hours: { schedule, text: null } }, url))
    expect(node.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '12:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'PublicHolidays', opens: '00:00', closes: '00:00' },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-04-06',
        validThrough: '2026-04-06',
        opens: '00:00',
        closes: '00:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-05-11',
        validThrough: '2026-05-22',
        opens: '00:00',
        closes: '00:00',
      },
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-09-14', opens: '00:00', closes: '00:00' },
    ])
  })

  it('gives special public-holiday hours, and open all day as midnight to 23:59', () => {
    const special = openingHoursSpecification({
      ...schedule,
      week: [[[0, 1440]], [], [], [], [], [], []],
      holidayRule: 'special',
      holidayHours: [[600, 840]],
      holidays: [],
      closures: [],
    })
    expect(rendered(special)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday'], opens: '00:00', closes: '23:59' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'PublicHolidays', opens: '10:00', closes: '14:00' },
    ])
  })
})
