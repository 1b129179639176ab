import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { loader as campaignLoader } from '~/routes/campaign'
import { storedDocuments, type StoredService } from '~/services/bundled-dataset.testing'
import { servicesIndex } from '~/services/services-index.server'
import { listedServices, SERVICE_LIST_MAX } from './service-lists.server'

/** A campaign's "list of services" sections as a client navigation gets them (whole). */
async function serviceLists(slug: string) {
  const args = {
    request: new Request(`http://localhost/campaigns/${slug}`),
    params: { slug },
    context: new RouterContextProvider(),
  } as unknown as Parameters<typeof campaignLoader>[0]
  const { campaign } = await campaignLoader(args)
  return (campaign.sections ?? []).flatMap((section) =>
    section._type === 'serviceListSection' && !('htmlOnly' in section) ? [section] : [],
  )
}

/** SPEC 4 and 9, worked out from the stored documents: the visible ones, by title, lower-cased, ascending. */
function expectedIds(services: StoredService[], has: (service: StoredService) => boolean): string[] {
  const lower = (service: StoredService) => service.title.toLowerCase()
  return services
    .filter((service) => service.visible && has(service))
    .sort((a, b) => (lower(a) < lower(b) ? -1 : lower(a) > lower(b) ? 1 : 0))
    .slice(0, SERVICE_LIST_MAX)
    .map((service) => service.id)
}

describe('lists of services in page-builder sections', () => {
  it("lists a category's visible services in title order, with their cards", async () => {
    const [list] = await serviceLists('carers-week')
    expect(list?.listedBy).toEqual({ filter: 'category', value: 'carer-support' })
    const { services } = await storedDocuments()
    const expected = expectedIds(services, (service) => service.category === 'carer-support')
    expect(expected.length).toBeGreaterThan(0)
    expect(list?.services?.map((service) => service._id)).toEqual(expected)
    for (const card of list?.services ?? []) {
      expect(card.title).toBeTruthy()
      expect(card.slug).toBeTruthy()
      expect(card.category?.label).toBeTruthy()
    }
  })

  it("lists an audience's visible services in title order", async () => {
    const [list] = await serviceLists('its-ok-to-ask-early')
    expect(list?.listedBy).toEqual({ filter: 'audience', value: 'young-people' })
    const { services } = await storedDocuments()
    const expected = expectedIds(services, (service) => service.audiences.includes('young-people'))
    expect(expected.length).toBeGreaterThan(0)
    expect(list?.services?.map((service) => service._id)).toEqual(expected)
  })

  it('keeps the services an editor chose, in the order chosen, leaving out those not shown', async () => {
    const [list] = await serviceLists('home-care-made-simple')
    expect(list?.listedBy).toBeNull()
    expect(list?.services?.length).toBeGreaterThan(0)
    const { services } = await storedDocuments()
    const visible = new Set(services.filter((service) => service.visible).map((service) => service.id))
    for (const card of list?.services ?? []) expect(visible.has(card._id)).toBe(true)
  })

  it('lists nothing for a category or audience that is gone or has no services', async () => {
    const index = await servicesIndex()
    expect(listedServices(index, { filter: 'category', value: null })).toEqual([])
    expect(listedServices(index, { filter: 'category', value: 'no-such-category' })).toEqual([])
    expect(listedServices(index, { filter: 'audience', value: 'no-such-audience' })).toEqual([])
  })

  it(`lists at most ${SERVICE_LIST_MAX}`, async () => {
    const index = await servicesIndex()
    const [largest] = [...index.sets.audience].sort(([, a], [, b]) => b.count() - a.count())
    expect(largest?.[1].count()).toBeGreaterThan(SERVICE_LIST_MAX)
    const listed = listedServices(index, { filter: 'audience', value: largest![0] })
    expect(listed).toHaveLength(SERVICE_LIST_MAX)
    expect(listed.map((card) => card._id)).toEqual(
      [...largest![1]].slice(0, SERVICE_LIST_MAX).map((position) => index.services[position]!.id),
    )
  })
})
