import { describe, expect, it } from 'vitest'
import { internalPath, resolveLink, type LinkFields } from './links'

const assets = { projectId: 'local', dataset: 'production', baseUrl: '/media' }

function link(fields: Partial<LinkFields>): LinkFields {
  return {
    title: 'Go',
    type: 'internal',
    newWindow: false,
    external: null,
    email: null,
    anchor: null,
    query: null,
    file: null,
    internal: null,
    articlesCategory: null,
    ...fields,
  }
}

const to = (_type: string, slug: string | null = null, ancestors: Array<string | null> = []) =>
  link({ internal: { _type, slug, ancestors, visible: true } })

describe('internal link targets by content type (SPEC section 2)', () => {
  it.each([
    ['home', null, '/'],
    ['service', 'meals-on-wheels', '/services/meals-on-wheels'],
    ['location', 'parramatta-office', '/locations/parramatta-office'],
    ['servicesSettings', null, '/services'],
    ['locationsSettings', null, '/locations'],
    ['audience', 'older-people', '/services/audience/older-people'],
    ['category', 'home-and-living', '/services/category/home-and-living'],
    ['support', 'personal-care', '/services/support/personal-care'],
    ['expertise', 'dementia', '/services/expertise/dementia'],
    ['servicesFilter', null, '/services/filter'],
    ['policy', 'privacy-policy', '/policies-and-statements/privacy-policy'],
    ['articlesSettings', null, '/articles'],
    ['article', 'a-new-start', '/articles/a-new-start'],
    ['careersSettings', null, '/work-with-us/careers/open-roles'],
    ['openRole', 'support-worker', '/work-with-us/careers/open-roles/support-worker'],
    ['searchSettings', null, '/search'],
    ['campaign', 'winter-appeal', '/campaigns/winter-appeal'],
    ['booking', 'book-a-carer-chat', '/booking/book-a-carer-chat'],
    ['somethingElse', 'anything', '/anything'],
  ])('%s resolves to its route', (type, slug, expected) => {
    expect(resolveLink(to(type, slug), assets)?.href).toBe(expected)
  })

  it('a parent page resolves to /{slug}', () => {
    expect(resolveLink(to('page', 'about-us', [null, null]), assets)?.href).toBe('/about-us')
  })

  it('a nested page resolves to /{parent slug}/{ancestor slugs}/{slug}', () => {
    expect(resolveLink(to('page', 'board', ['about-us', 'leadership']), assets)?.href).toBe(
      '/about-us/leadership/board',
    )
    expect(resolveLink(to('page', 'browsing-safely', [null, 'get-help']), assets)?.href).toBe(
      '/get-help/browsing-safely',
    )
  })

  it.each([
    'service',
    'location',
    'audience',
    'category',
    'support',
    'expertise',
    'policy',
    'article',
    'openRole',
    'campaign',
    'booking',
    'page',
  ])('a %s slug that a URL cannot hold as it is stays one encoded segment', (type) => {
    const href = internalPath({ _type: type, slug: 'café & tea?#x y', ancestors: null })
    expect(href).toMatch(/\/caf%C3%A9%20&%20tea%3F%23x%20y$/)
    expect(new URL(href ?? '', 'https://site.example').pathname.split('/').at(-1)).toBe(
      'caf%C3%A9%20&%20tea%3F%23x%20y',
    )
  })

  it('a nested page encodes each slug as a segment of its own', () => {
    expect(internalPath({ _type: 'page', slug: 'our board', ancestors: ['about us', null] })).toBe(
      '/about%20us/our%20board',
    )
  })

  it('a type that needs a slug and has none gives no link', () => {
    expect(internalPath({ _type: 'service', slug: null, ancestors: null })).toBeNull()
    expect(resolveLink(to('article', null), assets)).toBeNull()
  })

  it('a hidden, deleted or inactive service or location gives no link', () => {
    expect(
      resolveLink(link({ internal: { _type: 'service', slug: 'retired', ancestors: [], visible: false } }), assets),
    ).toBeNull()
  })
})

describe('other link kinds', () => {
  it('external links keep their address and window choice', () => {
    expect(
      resolveLink(link({ type: 'external', external: 'https://www.ndis.gov.au/', newWindow: true }), assets),
    ).toEqual({
      title: 'Go',
      href: 'https://www.ndis.gov.au/',
      newWindow: true,
      kind: 'external',
    })
  })

  it('refuses an external link that is not http, https or tel', () => {
    expect(resolveLink(link({ type: 'external', external: 'javascript:alert(1)' }), assets)).toBeNull()
    expect(resolveLink(link({ type: 'external', external: 'tel:131450' }), assets)?.href).toBe('tel:131450')
  })

  it('email links become mailto: and refuse a malformed address', () => {
    expect(resolveLink(link({ type: 'email', email: 'intake@altogether.example' }), assets)?.href).toBe(
      'mailto:intake@altogether.example',
    )
    expect(resolveLink(link({ type: 'email', email: 'not an address' }), assets)).toBeNull()
  })

  it('file links point to the asset download', () => {
    const resolved = resolveLink(
      link({
        type: 'file',
        file: { _id: 'file-0123456789abcdef0123456789abcdef01234567-pdf', originalFilename: 'Privacy policy.pdf' },
      }),
      assets,
    )
    expect(resolved).toMatchObject({
      kind: 'file',
      href: '/media/files/local/production/0123456789abcdef0123456789abcdef01234567.pdf?dl=Privacy%20policy.pdf',
    })
  })

  it('an anchor is appended as a fragment', () => {
    expect(resolveLink({ ...to('page', 'contact-us'), anchor: '#opening-hours' }, assets)?.href).toBe(
      '/contact-us#opening-hours',
    )
  })

  it('a query string is appended, with or without its leading "?"', () => {
    expect(resolveLink({ ...to('servicesFilter'), query: '?age=70&ndis=yes' }, assets)?.href).toBe(
      '/services/filter?age=70&ndis=yes',
    )
    expect(resolveLink({ ...to('searchSettings'), query: 'q=respite' }, assets)?.href).toBe('/search?q=respite')
  })

  it('an articles category filters the articles list, alongside a query and an anchor', () => {
    const resolved = resolveLink(
      { ...to('articlesSettings'), articlesCategory: 'stories', query: 'page=2', anchor: 'results' },
      assets,
    )
    expect(resolved?.href).toBe('/articles?page=2&category=stories#results')
  })

  it('a link without text or without a target gives nothing', () => {
    expect(
      resolveLink(link({ title: null, internal: { _type: 'home', slug: null, ancestors: [], visible: true } }), assets),
    ).toBeNull()
    expect(resolveLink(link({}), assets)).toBeNull()
    expect(resolveLink(null, assets)).toBeNull()
  })
})
