import { describe, expect, it } from 'vitest'
import { servicesIndex } from './services-index.server'
import { relatedServices } from './related'

describe('relatedServices', () => {
  it('suggests up to three others in the same category that share a support, in title order', async () => {
    const index = await servicesIndex()
    let withRelated = 0
    for (const service of index.services) {
      const related = relatedServices(index, service.id)
      expect(related.length).toBeLessThanOrEqual(3)
      for (const other of related) {
        expect(other.id).not.toBe(service.id)
        expect(other.category?.slug).toBe(service.category?.slug)
        expect(other.supports.some((support) => service.supports.includes(support))).toBe(true)
      }
      const titles = related.map((other) => index.services.indexOf(other))
      expect(titles).toEqual(titles.toSorted((a, b) => a - b))
      if (related.length) withRelated += 1
    }
    expect(withRelated).toBeGreaterThan(index.services.length / 2)
  })

  it('gives the first three by title when more qualify, and nothing for an unknown service', async () => {
    const index = await servicesIndex()
    const service = index.services.find((candidate) => {
      const qualifying = index.services.filter(
        (other) =>
          other !== candidate && other.category && other.category.slug === candidate.category?.slug && other.supports.some((support) => candidate.supports.includes(support)),
      )
      return qualifying.length > 3
    })
    expect(service).toBeDefined()
    const qualifying = index.services.filter(
      (other) => other !== service && other.category?.slug === service?.category?.slug && other.supports.some((support) => service?.supports.includes(support)),
    )
    expect(relatedServices(index, service?.id ?? '').map((other) => other.id)).toEqual(qualifying.slice(0, 3).map((other) => other.id))
    expect(relatedServices(index, 'no-such-service')).toEqual([])
  })
})
