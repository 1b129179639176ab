import { describe, expect, it } from 'vitest'
import { servicesIndex } from '~/services/services-index.server'
import { searchPage } from './search-page.server'

const asked = (q: string, wordsOnly = false) => ({ q, type: null, page: 1, wordsOnly })

async function firstGroup(q: string, wordsOnly = false) {
  const { view, reading } = await searchPage(asked(q, wordsOnly))
  if (view?.kind !== 'results') throw new Error(`no results for ${q}`)
  return { group: view.groups[0]!, reading }
}

describe('/search reads the words as needs', () => {
  it('puts the services that meet a need first, before jobs and pages, and says so', async () => {
    const index = await servicesIndex()
    const meeting = (slugs: string[]) =>
      new Set(
        index.services
          .filter((service) => service.supports.some((support) => slugs.includes(support)))
          .map((service) => `/services/${service.slug}`),
      )
    const { group, reading } = await firstGroup('my partner hurts me and I am scared at home')
    expect(group.key).toBe('services')
    expect(reading.needs[0]).toEqual({ slug: 'family-violence-support', label: 'Family violence support' })
    // The first need's two best, then the second's best when the words were read two ways.
    expect(group.items.slice(0, 2).every((item) => meeting(['family-violence-support']).has(item.href))).toBe(true)
    expect(group.items.every((item) => meeting(reading.needs.map((need) => need.slug)).has(item.href))).toBe(true)
    expect(reading.crisisLines.map((line) => line.name)).toEqual(['Police, ambulance, fire', '1800RESPECT'])
  })

  it('searches the words alone when the visitor takes the reading away, keeping the crisis lines', async () => {
    const { group, reading } = await firstGroup('my partner hurts me and I am scared at home', true)
    expect(reading.needs).toEqual([])
    expect(reading.crisisLines.map((line) => line.name)).toEqual(['Police, ambulance, fire', '1800RESPECT'])
    expect(group.items.map((item) => item.href)).not.toEqual(
      (await firstGroup('my partner hurts me and I am scared at home')).group.items.map((item) => item.href),
    )
  })

  it('finds what the words name first, without a reading', async () => {
    expect((await firstGroup('carers week')).group.items[0]?.href).toBe('/campaigns/carers-week')
    expect((await firstGroup('privacy')).group.items[0]?.href).toBe('/policies-and-statements/privacy-policy')
    expect(
      (await firstGroup('HCP')).reading.needs.length === 0 ||
        (await firstGroup('HCP')).group.items[0]?.href.startsWith('/services/home-care-packages'),
    ).toBe(true)
    expect((await searchPage(asked('carers week'))).view).toMatchObject({ kind: 'results' })
  })

  it.each([
    ['make a complaint', '/policies-and-statements/complaints-and-feedback'],
    ['need help now', '/get-help'],
    ['jobs', '/work-with-us'],
    ['youth counsellor job', '/work-with-us/careers/open-roles/youth-counsellor-campbelltown'],
    ['chsp fremantle', '/services/commonwealth-home-support-fremantle'],
  ])('finds what %j names first, and says no reading it did not use', async (words, page) => {
    const { group, reading } = await firstGroup(words)
    expect(group.items[0]?.href).toBe(page)
    expect(reading.needs).toEqual([])
  })

  it('keeps the service that has every word among the first three, beside the needs’ services', async () => {
    const index = await servicesIndex()
    const supportsOf = (href: string) =>
      index.services.find((service) => href === `/services/${service.slug}`)?.supports
    const { group, reading } = await firstGroup('help at home for my mum')
    expect(reading.needs[0]?.slug).toBe('help-at-home')
    expect(group.items.slice(0, 2).every((item) => supportsOf(item.href)?.includes('help-at-home'))).toBe(true)
    expect(group.items[2]?.href).toBe('/services/veterans-home-support-launceston')
    const teenager = await firstGroup('counceling for my teenager')
    expect(teenager.group.items.map((item) => item.href)).toContain('/services/youth-wellbeing-hub-frankston')
  })

  it('reads a need in words that only look like a name: a crisis, or the name of the kind of support read', async () => {
    // 'scared' is not 'care' and 'partner' is not the job 'Care Partner' when the words call for a crisis line.
    const scared = await firstGroup('scared of my partner')
    expect(scared.group.key).toBe('services')
    expect(scared.group.items[0]?.href).toMatch(/^\/services\/family-violence-support-/)
    // 'lonely' is a name of Staying connected itself (and not 'money'): its services come first.
    const lonely = await firstGroup('lonely')
    expect(lonely.reading.needs[0]?.slug).toBe('staying-connected')
    expect(lonely.group.key).toBe('services')
  })
})
