import { beforeAll, describe, expect, it } from 'vitest'
import { contrastRatio, loadDataset } from './testing'
import type { LocationDocument, ServiceDocument } from './types'

let data: Awaited<ReturnType<typeof loadDataset>>
let services: ServiceDocument[]
let locations: LocationDocument[]
let settings: Record<string, Array<Record<string, string>>>

const isVisible = (document: ServiceDocument | LocationDocument) =>
  !document.hidden && !document.sync.deleted && document.sync.status !== 'Inactive'

beforeAll(async () => {
  data = await loadDataset()
  services = data.ofType<ServiceDocument>('service')
  locations = data.ofType<LocationDocument>('location')
  settings = data.byId.get('servicesSettings') as unknown as typeof settings
})

describe('services', () => {
  it('has well over 120 visible services across every category', () => {
    const visible = services.filter(isVisible)
    expect(visible.length).toBeGreaterThanOrEqual(120)
    expect(new Set(visible.map((service) => service.category._ref)).size).toBe(data.ofType('category').length)
  })

  it('keeps three hidden, three deleted and three inactive services, each marked Retired', () => {
    const retired = services.filter((service) => !isVisible(service))
    expect(retired.filter((service) => service.hidden)).toHaveLength(3)
    expect(retired.filter((service) => service.sync.deleted)).toHaveLength(3)
    expect(retired.filter((service) => service.sync.status === 'Inactive')).toHaveLength(3)
    for (const service of retired) expect(service.sync.title).toContain('Retired')
    for (const service of services.filter(isVisible)) expect(service.sync.title).not.toContain('Retired')
  })

  it('fills in the whole sync block', () => {
    for (const service of services) {
      const { sync } = service
      expect(sync.id).toMatch(/^SRV-\d{5}$/)
      expect(sync.aliases.length).toBeGreaterThanOrEqual(1)
      expect(sync.aliases.length).toBeLessThanOrEqual(3)
      expect(sync.shortServiceDescription.length).toBeGreaterThan(40)
      expect(sync.longServiceDescription.split('. ').length).toBeGreaterThanOrEqual(2)
      expect(sync.servicesProvided.length).toBeGreaterThanOrEqual(3)
      expect(sync.servicesProvided.length).toBeLessThanOrEqual(6)
      expect(sync.email).toMatch(/^[a-z.-]+@altogether\.example$/)
      expect(sync.phone).toMatch(/^0\d 5550 \d{4}$/)
      expect(sync.ageStart).toBeLessThan(sync.ageEnd)
      if (sync.atsiAgeStart !== undefined) expect(sync.atsiAgeStart).toBeLessThan(sync.ageStart)
      expect(service.noFee).toBe(sync.fee === undefined)
      expect(sync.longServiceDescription).not.toMatch(/[{}]/)
    }
  })

  it('has unique slugs and titles that do not all start with the same letter', () => {
    const slugs = services.map((service) => service.sync.slug.current)
    expect(new Set(slugs).size).toBe(slugs.length)
    expect(new Set(services.map((service) => service.sync.title[0])).size).toBeGreaterThanOrEqual(10)
  })

  it('is offered at one to three visible locations in its own state', () => {
    const locationById = new Map(locations.map((location) => [location._id, location]))
    for (const service of services) {
      expect(service.sync.locations.length).toBeGreaterThanOrEqual(1)
      expect(service.sync.locations.length).toBeLessThanOrEqual(3)
      const offered = service.sync.locations.map((location) => locationById.get(location._ref)!)
      for (const location of offered) {
        expect(isVisible(location)).toBe(true)
        expect(location.sync.state).toBe(service.sync.state)
      }
      expect(offered[0]?.sync.suburb).toBe(service.sync.suburb)
    }
  })

  it('only uses the values listed in the services settings', () => {
    const names = (field: string) => new Set(settings[field]!.map((item) => item.name ?? item.value))
    const cultural = names('culturalGroupDescriptions')
    const special = names('specialGroups')
    const delivery = names('serviceLocations')
    for (const service of services) {
      for (const value of service.sync.serviceLocation) expect(delivery.has(value), value).toBe(true)
      if (service.sync.culturalGroup) expect(cultural.has(service.sync.culturalGroup)).toBe(true)
      expect(service.isSpecialGroup).toBe(service.specialGroup !== undefined)
      if (service.specialGroup) expect(special.has(service.specialGroup)).toBe(true)
    }
    expect(services.filter((service) => service.sync.culturalGroup).length).toBeGreaterThanOrEqual(6)
    expect(services.filter((service) => service.sync.ndis).length).toBeGreaterThanOrEqual(10)
    expect(services.filter((service) => service.sync.atsiAgeStart !== undefined).length).toBeGreaterThanOrEqual(10)
    expect(services.filter((service) => service.isSpecialGroup).length).toBeGreaterThanOrEqual(6)
  })

  it('links each service to supports of its own category', () => {
    for (const service of services) {
      expect(service.support.length).toBeGreaterThanOrEqual(1)
      for (const support of service.support)
        expect((data.byId.get(support._ref)?.category as { _ref: string })._ref).toBe(service.category._ref)
    }
  })
})

describe('taxonomy', () => {
  it('has at least six categories with two to five supports, readable colours and some white navbars', () => {
    const categories = data.ofType('category')
    expect(categories.length).toBeGreaterThanOrEqual(6)
    for (const category of categories) {
      const supports = data
        .ofType('support')
        .filter((support) => (support.category as { _ref: string })._ref === category._id)
      expect(supports.length).toBeGreaterThanOrEqual(2)
      expect(supports.length).toBeLessThanOrEqual(5)
      expect(contrastRatio(category.colorPrimary as string, '#ffffff'), category._id).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(category.colorSecondary as string, '#000000'), category._id).toBeGreaterThanOrEqual(15)
    }
    expect(categories.some((category) => category.whiteNavbar)).toBe(true)
  })

  it('has five audiences whose order rank is not their alphabetical order', () => {
    const audiences = data.ofType<{ label: string; orderRank: string }>('audience')
    expect(audiences).toHaveLength(5)
    const byRank = [...audiences]
      .sort((a, b) => a.orderRank.localeCompare(b.orderRank))
      .map((audience) => audience.label)
    expect(new Set(audiences.map((audience) => audience.orderRank)).size).toBe(5)
    expect(byRank).not.toEqual([...byRank].sort())
  })

  it('has eight areas of expertise, each matched by the patterns of some visible service', () => {
    const expertise = data.ofType<{ _id: string; patterns: string[] }>('expertise')
    expect(expertise).toHaveLength(8)
    const visible = services.filter(isVisible)
    for (const item of expertise) {
      const matches = visible.filter((service) => {
        const text = [service.sync.title, ...service.sync.aliases, ...service.sync.servicesProvided]
          .join(' ')
          .toLowerCase()
        return item.patterns.some((pattern) => text.includes(pattern))
      })
      expect(matches.length, item._id).toBeGreaterThan(0)
    }
    expect(visible.filter((service) => service.expertise?.length).length).toBeGreaterThanOrEqual(5)
  })
})

describe('locations', () => {
  it('has 40 visible locations across at least five states, and two of each kind that must stay hidden', () => {
    const visible = locations.filter(isVisible)
    expect(visible).toHaveLength(40)
    expect(new Set(visible.map((location) => location.sync.state)).size).toBeGreaterThanOrEqual(5)
    const retired = locations.filter((location) => !isVisible(location))
    expect(retired.filter((location) => location.hidden)).toHaveLength(2)
    expect(retired.filter((location) => location.sync.deleted)).toHaveLength(2)
    expect(retired.filter((location) => location.sync.status === 'Inactive')).toHaveLength(2)
    for (const location of retired) expect(location.sync.title).toContain('Retired')
  })

  it('has addresses with postcodes and coordinates that fit the state', () => {
    const postcodeStarts: Record<string, RegExp> = {
      NSW: /^2/,
      ACT: /^26|^29/,
      VIC: /^3/,
      QLD: /^4/,
      SA: /^5/,
      WA: /^6/,
      TAS: /^7/,
      NT: /^08/,
    }
    const bounds: Record<string, [number, number, number, number]> = {
      NSW: [-37.6, -28.1, 140.9, 153.7],
      ACT: [-35.95, -35.1, 148.7, 149.4],
      VIC: [-39.2, -33.9, 140.9, 150.0],
      QLD: [-29.2, -10.6, 137.9, 153.6],
      SA: [-38.1, -25.9, 129.0, 141.0],
      WA: [-35.2, -13.7, 112.9, 129.0],
      TAS: [-43.7, -39.5, 143.8, 148.5],
      NT: [-26.0, -10.9, 129.0, 138.0],
    }
    for (const { sync } of locations) {
      expect(sync.postcode).toMatch(postcodeStarts[sync.state]!)
      const [south, north, west, east] = bounds[sync.state]!
      expect(sync.latitude, sync.title).toBeGreaterThan(south)
      expect(sync.latitude, sync.title).toBeLessThan(north)
      expect(sync.longitude, sync.title).toBeGreaterThan(west)
      expect(sync.longitude, sync.title).toBeLessThan(east)
      expect(sync.siteAddress).toMatch(/\d+ [A-Z]/)
      expect(sync.lga.length).toBeGreaterThan(3)
      expect(sync.disabilityAccess.length).toBeGreaterThan(20)
    }
    expect(locations.filter((location) => location.image).length).toBeGreaterThanOrEqual(10)
  })
})
