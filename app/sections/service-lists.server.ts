import { withEditLinks } from '~/content/load.server'
import { serviceCardOf } from '~/services/related'
import type { ServicesIndex } from '~/services/services-index'
import { servicesIndex } from '~/services/services-index.server'
import type { SectionOf } from './types'

/** At most this many services in a "list of services" section (the schema allows 1 to 24). */
export const SERVICE_LIST_MAX = 24

type ServiceList = SectionOf<'serviceListSection'>
type Listed = ServiceList & { listedBy: NonNullable<ServiceList['listedBy']> }

function listsFromTheIndex(section: { _type: string }): section is Listed {
  return section._type === 'serviceListSection' && (section as ServiceList).listedBy != null
}

/**
 * Page-builder sections with every "list of services" section that lists a category's or an
 * audience's services filled in: the visible services that have it, in title order (SPEC 4 and 9), at
 * most SERVICE_LIST_MAX, from the services index's sets, as the finder and a service page's related
 * services are. A query for these read all 10,000 services of the large dataset for each such
 * section, holding the event loop on a campaign's first request (decision 0036 has the figures). Like
 * related services, the lists are of published services in draft preview too (the index has only
 * those), with edit links in their texts there (withEditLinks); the section's own fields (heading,
 * intro, category or audience, how many to show) are the draft's.
 */
export async function withServiceLists<S extends { _type: string }>(
  request: Request,
  sections: S[] | null,
): Promise<S[] | null> {
  if (!sections?.some(listsFromTheIndex)) return sections
  const index = await servicesIndex()
  return Promise.all(
    sections.map(async (section) =>
      listsFromTheIndex(section)
        ? { ...section, services: await withEditLinks(request, listedServices(index, section.listedBy)) }
        : section,
    ),
  )
}

/** The services a list is of, as cards; none when its category or audience has none or is gone. */
export function listedServices(index: ServicesIndex, { filter, value }: Listed['listedBy']) {
  const having = value === null ? undefined : index.sets[filter].get(value)
  const cards: Array<ReturnType<typeof serviceCardOf>> = []
  if (!having) return cards
  for (const position of having) {
    cards.push(serviceCardOf(index.services[position]!))
    if (cards.length === SERVICE_LIST_MAX) break
  }
  return cards
}
