import { describe, expect, it } from 'vitest'
import { contentClient } from '../client.server'
import { AUDIENCE_ORDER, LABEL_ORDER, SERVICE_ORDER, VISIBLE } from './rules'
import { settingsQuery } from './site'

// The rules every page's queries are built from, checked here on queries of their own.
type Titled = Array<{ _id: string; title: string | null }>
const visibleServices = `*[_type == "service" && ${VISIBLE}] | ${SERVICE_ORDER} { _id, "title": sync.title }`
const visibleServiceBySlug = `*[_type == "service" && ${VISIBLE} && sync.slug.current == $slug][0]{ _id }`
const categoriesWithSupports = `*[_type == "category"] | ${LABEL_ORDER} { label, "supports": *[_type == "support" && category._ref == ^._id] | ${LABEL_ORDER} { label } }`
const audiences = `*[_type == "audience"] | ${AUDIENCE_ORDER} { label }`

/** The content rules of SPEC sections 4 and 9, checked against the bundled dataset. */
const byText = (a: string, b: string) =>
  a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0

describe('visibility (SPEC section 4)', () => {
  it('shows exactly the services that are not deleted, not hidden and not Inactive', async () => {
    const client = await contentClient()
    const all = (await client.fetch(
      '*[_type == "service"]{ _id, hidden, "deleted": sync.deleted, "status": sync.status }',
    )) as Array<{
      _id: string
      hidden: boolean | null
      deleted: boolean | null
      status: string | null
    }>
    const expected = all
      .filter((service) => service.hidden !== true && service.deleted !== true && service.status !== 'Inactive')
      .map((service) => service._id)
    const hiddenCount = all.length - expected.length
    expect(hiddenCount, 'the dataset holds hidden, deleted and inactive services').toBeGreaterThanOrEqual(9)
    const visible = (await client.fetch(visibleServices)) as Titled
    expect(visible.map((service) => service._id).sort()).toEqual(expected.sort())
  })

  it('a hidden, deleted or inactive service cannot be opened by its slug', async () => {
    const client = await contentClient()
    const slugs = (await client.fetch(
      '*[_type == "service" && (hidden == true || sync.deleted == true || sync.status == "Inactive")].sync.slug.current',
    )) as string[]
    expect(slugs.length).toBeGreaterThan(0)
    for (const slug of slugs) expect(await client.fetch(visibleServiceBySlug, { slug })).toBeNull()
  })

  it('published reads never include drafts', async () => {
    const client = await contentClient()
    const titles = ((await client.fetch(visibleServices)) as Titled).map((service) => service.title ?? '')
    expect(titles.filter((title) => /\bDraft\b/.test(title))).toEqual([])
    expect(await client.fetch('count(*[_id in path("drafts.**")])')).toBe(0)
    expect(await client.fetch('count(*[_id in path("drafts.**")])', {}, 'drafts')).toBe(0)
  })
})

describe('sort orders (SPEC section 9)', () => {
  it('services by sync title ascending', async () => {
    const titles = ((await (await contentClient()).fetch(visibleServices)) as Titled).map(
      (service) => service.title ?? '',
    )
    expect(titles.length).toBeGreaterThanOrEqual(120)
    expect(titles).toEqual([...titles].sort(byText))
  })

  it('categories and their supports by label ascending', async () => {
    const categories = (await (await contentClient()).fetch(categoriesWithSupports)) as Array<{
      label: string | null
      supports: Array<{ label: string | null }>
    }>
    expect(categories.length).toBeGreaterThanOrEqual(6)
    const labels = categories.map((category) => category.label ?? '')
    expect(labels).toEqual([...labels].sort(byText))
    for (const category of categories) {
      const supports = category.supports.map((support) => support.label ?? '')
      expect(supports.length).toBeGreaterThan(0)
      expect(supports).toEqual([...supports].sort(byText))
    }
  })

  it('audiences by order rank, then label', async () => {
    const client = await contentClient()
    const ranked = (await client.fetch('*[_type == "audience"]{ label, orderRank }')) as Array<{
      label: string
      orderRank: string | null
    }>
    const expected = [...ranked]
      .sort((a, b) => byText(a.orderRank ?? '', b.orderRank ?? '') || byText(a.label, b.label))
      .map((audience) => audience.label)
    expect(((await client.fetch(audiences)) as Array<{ label: string }>).map((audience) => audience.label)).toEqual(
      expected,
    )
    expect(expected).not.toEqual([...expected].sort(byText))
  })
})

describe('site settings', () => {
  it('are complete in the bundled dataset', async () => {
    const settings = await (await contentClient()).fetch(settingsQuery)
    expect(settings?.title).toBe('Altogether better care')
    expect(settings?.navigation?.length).toBeGreaterThan(0)
    expect(settings?.navigationServices?.title).toBeTruthy()
    expect(settings?.mobileQuickLinks?.length).toBeGreaterThan(0)
    expect(settings?.footer?.links?.length).toBeGreaterThan(0)
    expect(settings?.contact?.needAHand?.phoneAvailability).toBeTruthy()
    expect(settings?.seo?.image?.asset).toBeTruthy()
  })
})
