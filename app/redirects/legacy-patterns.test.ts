import { describe, expect, it } from 'vitest'
import { buildLegacyTargets, resolveLegacyPattern, type LegacyTarget } from './legacy-patterns'
import { normalizePath } from './redirect-table'

const target = (_type: string, slug: string, extra: Partial<LegacyTarget> = {}): LegacyTarget => ({
  _type,
  slug,
  ancestors: [null, null],
  suburb: null,
  ...extra,
})
const targets = buildLegacyTargets([
  target('service', 'home-care-packages-greenway'),
  target('location', 'penrith-family-centre', { suburb: 'Penrith' }),
  target('location', 'parramatta-hub', { suburb: 'Parramatta' }),
  target('location', 'parramatta-north', { suburb: 'Parramatta' }),
  target('article', 'amiras-family-settles-in'),
  target('articleCategory', 'stories'),
  target('support', 'respite'),
  target('category', 'aged-care'),
  target('category', 'disability-and-inclusion'),
  target('audience', 'older-people'),
  target('expertise', 'dementia'),
  target('policy', 'privacy-policy'),
  target('policy', 'modern-slavery-statement'),
  target('page', 'board', { ancestors: ['about-us', 'leadership'] }),
  target('page', 'leadership', { ancestors: [null, 'about-us'] }),
  target('openRole', 'support-worker-penrith'),
])
const resolve = (path: string) => resolveLegacyPattern(normalizePath(path), targets)?.location

describe('legacy paths by pattern', () => {
  it('sends each family of old page to the page that exists now, permanently', () => {
    expect(resolveLegacyPattern('/service/home-care-packages-greenway', targets)).toEqual({
      location: '/services/home-care-packages-greenway',
      status: 301,
      absolute: false,
    })
    expect(resolve('/office/penrith-family-centre')).toBe('/locations/penrith-family-centre')
    expect(resolve('/story/amiras-family-settles-in')).toBe('/articles/amiras-family-settles-in')
    expect(resolve('/news/amiras-family-settles-in')).toBe('/articles/amiras-family-settles-in')
    expect(resolve('/media-release/amiras-family-settles-in')).toBe('/articles/amiras-family-settles-in')
    expect(resolve('/service-type/respite')).toBe('/services/support/respite')
    expect(resolve('/service-type/aged-care-services')).toBe('/services/category/aged-care')
    expect(resolve('/category/stories')).toBe('/articles?category=stories')
    expect(resolve('/category/aged-care')).toBe('/services/category/aged-care')
    expect(resolve('/category/disability')).toBe('/services/category/disability-and-inclusion')
    expect(resolve('/person-type/older-people')).toBe('/services/audience/older-people')
    expect(resolve('/expertise/dementia')).toBe('/services/expertise/dementia')
    expect(resolve('/policy/privacy-policy')).toBe('/policies-and-statements/privacy-policy')
    expect(resolve('/about-us/board')).toBe('/about-us/leadership/board')
    expect(resolve('/careers/support-worker-penrith')).toBe('/work-with-us/careers/open-roles/support-worker-penrith')
    expect(resolve('/careers/job-4107-support-worker-penrith')).toBe(
      '/work-with-us/careers/open-roles/support-worker-penrith',
    )
  })

  it('forgives capitals, a trailing slash, a WordPress duplicate suffix and a date before a story', () => {
    expect(resolve('/Service/Home-Care-Packages-Greenway/')).toBe('/services/home-care-packages-greenway')
    expect(resolve('/service/home-care-packages-greenway-2')).toBe('/services/home-care-packages-greenway')
    expect(resolve('/news/2023/05/amiras-family-settles-in')).toBe('/articles/amiras-family-settles-in')
  })

  it('finds an office by its suburb only when one location is there', () => {
    expect(resolve('/office/penrith')).toBe('/locations/penrith-family-centre')
    expect(resolve('/office/parramatta')).toBeUndefined()
  })

  it('opens the policy page for an old PDF upload of it', () => {
    expect(resolve('/wp-content/uploads/2019/07/privacy-policy-2019.pdf')).toBe(
      '/policies-and-statements/privacy-policy',
    )
    expect(resolve('/wp-content/uploads/2024/12/Modern-Slavery-Statement-FY24.pdf')).toBe(
      '/policies-and-statements/modern-slavery-statement',
    )
    expect(resolve('/wp-content/uploads/2024/12/annual-report.pdf')).toBeUndefined()
  })

  it('sends an old family listing to the new listing', () => {
    expect(resolve('/service')).toBe('/services')
    expect(resolve('/office/')).toBe('/locations')
    expect(resolve('/story')).toBe('/articles')
  })

  it('never redirects to a page that does not exist, to another site, or to the path itself', () => {
    expect(resolve('/service/computer-classes-for-seniors')).toBeUndefined()
    expect(resolve('/story/home-care-packages-greenway')).toBeUndefined()
    expect(resolve('/service/home-care-packages-greenway/extra')).toBeUndefined()
    expect(resolve('/service/%2F%2Fevil.example')).toBeUndefined()
    expect(resolve('//evil.example/service/x')).toBeUndefined()
    expect(resolve('/about-us/leadership')).toBeUndefined()
    expect(resolve('/services/home-care-packages-greenway')).toBeUndefined()
    expect(resolve('/unknown/home-care-packages-greenway')).toBeUndefined()
  })
})

describe('legacy paths by pattern over the bundled dataset', () => {
  it('resolves every shown service, location and article, and none of the retired services', async () => {
    const { LocalContentSource } = await import('~/content/source/local.server')
    const { legacyTargetsQuery } = await import('~/content/queries/redirects')
    const source = await LocalContentSource.open('dataset/bundled', { watchForChanges: false })
    const pages = await source.fetch<LegacyTarget[]>(legacyTargetsQuery, {}, 'published')
    await source.close()
    const bundled = buildLegacyTargets(pages)
    const slugs = (type: string) => pages.filter((page) => page._type === type).map((page) => page.slug)
    expect(slugs('service').length).toBeGreaterThan(100)
    for (const slug of slugs('service'))
      expect(resolveLegacyPattern(`/service/${slug}`, bundled)?.location).toBe(`/services/${slug}`)
    for (const slug of slugs('location'))
      expect(resolveLegacyPattern(`/office/${slug}`, bundled)?.location).toBe(`/locations/${slug}`)
    for (const slug of slugs('article'))
      expect(resolveLegacyPattern(`/story/${slug}`, bundled)?.location).toBe(`/articles/${slug}`)
    for (const retired of [
      '/service/computer-classes-for-seniors',
      '/service/home-help-pilot',
      '/service/tenancy-advice-clinic',
      '/service/mens-shed-program-retired',
    ]) {
      expect(resolveLegacyPattern(retired, bundled), retired).toBeUndefined()
    }
  })
})
