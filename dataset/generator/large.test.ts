import { describe, expect, it } from 'vitest'
import { loadDataset } from './testing'
import type { LocationDocument, ServiceDocument } from './types'

describe('the large dataset', () => {
  it('has 10,000 visible services and 1,000 visible locations, and builds in well under a minute', async () => {
    const started = performance.now()
    const data = await loadDataset('large')
    expect(performance.now() - started).toBeLessThan(30_000)

    const services = data.ofType<ServiceDocument>('service')
    const locations = data.ofType<LocationDocument>('location')
    const visible = <T extends ServiceDocument | LocationDocument>(documents: T[]) =>
      documents.filter((document) => !document.hidden && !document.sync.deleted && document.sync.status === 'Active')
    expect(visible(services)).toHaveLength(10_000)
    expect(visible(locations)).toHaveLength(1_000)
    expect(services.length - 10_000).toBeGreaterThan(0)
    expect(locations.length - 1_000).toBeGreaterThan(0)
    expect(new Set(services.map((service) => service.sync.slug.current)).size).toBe(services.length)
    expect(new Set(locations.map((location) => location.sync.slug.current)).size).toBe(locations.length)
    const locationIds = new Set(visible(locations).map((location) => location._id))
    for (const service of services)
      for (const location of service.sync.locations) expect(locationIds.has(location._ref)).toBe(true)
  })
})
