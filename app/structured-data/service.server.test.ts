import { describe, expect, it } from 'vitest'
import { serviceJsonLd, type ServiceFacts } from './service.server'

const SITE = 'https://www.altogether.example'
const site = { siteUrl: SITE, name: 'Altogether better care' }
const url = `${SITE}/services/meals-on-wheels`
const rendered = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>

const service: ServiceFacts = {
  title: 'Meals on wheels',
  summary: 'Hot meals delivered.',
  fee: 'From $9.50 a meal.',
  noFee: false,
  suburb: 'Parramatta',
  region: 'Western Sydney',
  state: 'NSW',
  category: { label: 'Living at home' },
  audiences: [{ label: 'Older people' }, { label: null }],
}

describe('Service', () => {
  it('is provided by the organisation, for its audiences, where the record says', () => {
    const node = rendered(serviceJsonLd(site, service, url))
    expect(node).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'Meals on wheels',
      url,
      description: 'Hot meals delivered.',
      serviceType: 'Living at home',
      provider: {
        '@type': 'Organization',
        '@id': `${SITE}/#organization`,
        name: 'Altogether better care',
        url: `${SITE}/`,
      },
      areaServed: [
        { '@type': 'AdministrativeArea', name: 'Parramatta' },
        { '@type': 'AdministrativeArea', name: 'Western Sydney' },
        { '@type': 'AdministrativeArea', name: 'NSW' },
      ],
      audience: [{ '@type': 'Audience', audienceType: 'Older people' }],
    })
    expect(String(node.url).startsWith(SITE)).toBe(true)
  })

  it('offers a service with no fee at price 0', () => {
    const node = rendered(serviceJsonLd(site, { ...service, noFee: true, fee: null }, url))
    expect(node.offers).toEqual({ '@type': 'Offer', price: 0, priceCurrency: 'AUD' })
  })

  it('describes a fee in the record’s words without inventing a price', () => {
    const node = rendered(serviceJsonLd(site, service, url))
    expect(node.offers).toEqual({ '@type': 'Offer', description: 'From $9.50 a meal.' })
  })

  it('leaves out what the record does not say', () => {
    const node = rendered(serviceJsonLd(site, { title: 'Counselling' }, url))
    expect(Object.keys(node).sort()).toEqual(['@context', '@type', 'name', 'provider', 'url'])
  })
})

describe('a service’s hours', () => {
  const schedule = {
    week: [[[480, 1200]], [], [], [], [], [], []],
    holidayRule: 'usual',
    holidayHours: [],
    holidays: [],
    closures: [],
    offsets: [[0, 600]],
    knownFrom: 0,
    knownUntil: 1,
  } as const

  it('gives its own hours as hoursAvailable, and each location as a channel with its hours', () => {
    const node = rendered(
      serviceJsonLd(
        site,
        {
          ...service,
          hours: { schedule },
          locations: [
            {
              title: 'Parramatta office',
              address: '1 Church Street',
              suburb: 'Parramatta',
              postcode: '2150',
              state: 'NSW',
              hours: { schedule, text: null },
            },
          ],
        },
        url,
      ),
    )
    const monday = { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday'], opens: '08:00', closes: '20:00' }
    expect(node.hoursAvailable).toEqual([monday])
    expect(node.availableChannel).toEqual([
      {
        '@type': 'ServiceChannel',
        serviceLocation: {
          '@type': 'Place',
          name: 'Parramatta office',
          address: {
            '@type': 'PostalAddress',
            streetAddress: '1 Church Street',
            addressLocality: 'Parramatta',
            addressRegion: 'NSW',
            postalCode: '2150',
            addressCountry: 'AU',
          },
          openingHoursSpecification: [monday],
        },
      },
    ])
  })
})
