import { describe, expect, it } from 'vitest'
import { contentClient } from '~/content/client.server'
import { finderIndexQuery } from '~/content/queries/finder'
import { buildServicesIndex, type IndexedService } from './services-index'
import { servicesIndex } from './services-index.server'
import { relatedServices, serviceCardOf } from './related'

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
          other !== candidate &&
          other.category &&
          other.category.slug === candidate.category?.slug &&
          other.supports.some((support) => candidate.supports.includes(support)),
      )
      return qualifying.length > 3
    })
    expect(service).toBeDefined()
    const qualifying = index.services.filter(
      (other) =>
        other !== service &&
        other.category?.slug === service?.category?.slug &&
        other.supports.some((support) => service?.supports.includes(support)),
    )
    expect(relatedServices(index, service?.id ?? '').map((other) => other.id)).toEqual(
      qualifying.slice(0, 3).map((other) => other.id),
    )
    expect(relatedServices(index, 'no-such-service')).toEqual([])
  })
})

describe('service cards', () => {
  it('address each thumbnail once, when a card first shows it, and give null for a service without one', async () => {
    const data = await (await contentClient()).fetch(finderIndexQuery)
    const addressed: string[] = []
    const index = await buildServicesIndex(data, 0, (image) => {
      addressed.push(image.asset?._ref ?? '')
      return { src: `/image/${image.asset?._ref}`, ratio: 1.5 }
    })
    expect(addressed, 'nothing addressed while the index is built').toEqual([])
    const withImage = index.services.find(
      (service) => data.services.find((row) => row._id === service.id)?.thumbnail?.asset,
    )
    expect(withImage).toBeDefined()
    const card = serviceCardOf(withImage!)
    expect(card.thumbnail?.src).toMatch(/^\/image\/image-/)
    expect(card.thumbnail, 'decoration: no alt text').not.toHaveProperty('alt')
    expect(serviceCardOf(withImage!).thumbnail).toEqual(card.thumbnail)
    expect(addressed).toHaveLength(1)
    const withoutImage = index.services.find(
      (service) => !data.services.find((row) => row._id === service.id)?.thumbnail,
    )
    if (withoutImage) expect(serviceCardOf(withoutImage).thumbnail).toBeNull()
    expect(addressed).toHaveLength(1)
  })

  it("gives a card its thumbnail's one address for the card's shape, and no alt text (decoration)", () => {
    const framed = { square: '/s', landscape: '/l', photo: '/p', share: '/x', own: '/o' }
    const service = {
      id: 'service-1',
      title: 'Help at home',
      thumbnail: { src: framed, ratio: 1.5, alt: 'Two people' },
    }
    expect(serviceCardOf(service as unknown as IndexedService).thumbnail).toEqual({ src: '/l', ratio: 1.5 })
  })
})
