import { Bitset } from './bitset'
import type { IndexedService, ServicesIndex } from './services-index'
import { SERVICE_CARD_SHAPE } from './ServiceCard'

export const RELATED_SERVICES = 3

/**
 * The services a service page suggests: others in the same category that share at least one of its
 * supports, in title order, at most three. Answered from the index's sets, not by reading every
 * service for every service page.
 */
export function relatedServices(index: ServicesIndex, serviceId: string, limit = RELATED_SERVICES): IndexedService[] {
  const position = index.services.findIndex((service) => service.id === serviceId)
  const service = index.services[position]
  const inCategory = service?.category ? index.sets.category.get(service.category.slug) : undefined
  if (!service || !inCategory) return []
  const sharingASupport = service.supports.reduce<Bitset>((union, support) => {
    const set = index.sets.support.get(support)
    return set ? union.or(set) : union
  }, new Bitset(index.services.length))
  const related: IndexedService[] = []
  for (const candidate of inCategory.and(sharingASupport)) {
    if (candidate === position) continue
    related.push(index.services[candidate] as IndexedService)
    if (related.length === limit) break
  }
  return related
}

/**
 * What a service card shows, from the index. Its thumbnail is decoration (the card's title says the same:
 * DECORATIVE_IMAGE), so without the alt text the index keeps for the service's own page, and with only
 * the address the card shows (landscape) where an editor's crop framed one for every shape.
 */
export function serviceCardOf(service: IndexedService) {
  const { id, title, slug, summary, suburb, state, category, thumbnail } = service
  return {
    _id: id,
    title,
    slug,
    summary,
    suburb,
    state,
    category,
    thumbnail: thumbnail && {
      src: typeof thumbnail.src === 'string' ? thumbnail.src : thumbnail.src[SERVICE_CARD_SHAPE],
      ratio: thumbnail.ratio,
    },
  }
}
