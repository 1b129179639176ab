import { beforeAll, describe, expect, it } from 'vitest'
import { linksIn, loadDataset } from './testing'
import type { Link, RedirectDocument, ServiceDocument } from './types'

let data: Awaited<ReturnType<typeof loadDataset>>
let links: Link[]
let redirects: RedirectDocument[]

beforeAll(async () => {
  data = await loadDataset()
  links = data.published.flatMap(linksIn)
  redirects = data.ofType<RedirectDocument>('redirect')
})

const linkableTypes = [
  'home',
  'page',
  'service',
  'location',
  'servicesSettings',
  'locationsSettings',
  'servicesFilter',
  'audience',
  'category',
  'support',
  'expertise',
  'policy',
  'articlesSettings',
  'article',
  'careersSettings',
  'openRole',
  'searchSettings',
  'campaign',
  'booking',
]

describe('links', () => {
  it('fill in exactly the fields of their type', () => {
    for (const link of links) {
      expect(link.title.length, link.title).toBeLessThanOrEqual(80)
      expect(typeof link.newWindow).toBe('boolean')
      if (link.type === 'internal') expect(link.internal?._ref).toBeDefined()
      if (link.type === 'external') expect(link.external).toMatch(/^(https:\/\/|tel:)/)
      if (link.type === 'email') expect(link.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/)
      if (link.type === 'file') expect(link.file?.asset._ref).toMatch(/^file-/)
      if (link.type !== 'internal')
        expect([link.anchor, link.query, link.articlesCategory, link.internal]).toEqual([
          undefined,
          undefined,
          undefined,
          undefined,
        ])
    }
  })

  it('use every variant: each type, anchors, query strings and article categories', () => {
    expect(new Set(links.map((link) => link.type))).toEqual(new Set(['internal', 'external', 'email', 'file']))
    expect(links.some((link) => link.anchor)).toBe(true)
    expect(links.some((link) => link.query)).toBe(true)
    expect(links.some((link) => link.articlesCategory)).toBe(true)
    expect(links.some((link) => link.external?.startsWith('tel:'))).toBe(true)
  })

  it('reach every type of page a link can point to', () => {
    const targeted = new Set(
      links.filter((link) => link.internal).map((link) => data.byId.get(link.internal!._ref)?._type),
    )
    for (const type of linkableTypes) expect(targeted.has(type), type).toBe(true)
    for (const type of targeted) expect(linkableTypes).toContain(type)
  })
})

describe('redirects', () => {
  const normalised = (from: string) => from.toLowerCase().replace(/\/$/, '')

  it('has several hundred old paths, each unique ignoring case and a trailing slash', () => {
    expect(redirects.length).toBeGreaterThanOrEqual(300)
    for (const redirect of redirects) expect(redirect.from).toMatch(/^\/[^\s?#]*$/)
    expect(new Set(redirects.map((redirect) => normalised(redirect.from))).size).toBe(redirects.length)
    expect(redirects.some((redirect) => /[A-Z]/.test(redirect.from))).toBe(true)
    expect(redirects.some((redirect) => redirect.from.endsWith('/'))).toBe(true)
  })

  it('covers every family of legacy path', () => {
    const families = [
      '/service/',
      '/service-type/',
      '/story/',
      '/office/',
      '/news/',
      '/media-release/',
      '/category/',
      '/about-us/',
      '/policy/',
      '/careers/',
      '/person-type/',
      '/wp-content/uploads/',
    ]
    for (const family of families)
      expect(
        redirects.some((redirect) => redirect.from.startsWith(family)),
        family,
      ).toBe(true)
    for (const redirect of redirects.filter((candidate) => candidate.from.startsWith('/wp-content/uploads/'))) {
      expect(redirect.from).toMatch(/^\/wp-content\/uploads\/\d{4}\/\d\d\/[\w-]+\.pdf$/)
      expect(['file', 'internal']).toContain(redirect.to.type)
    }
    const targets = (family: string) =>
      new Set(
        redirects
          .filter((redirect) => redirect.from.startsWith(family))
          .map((redirect) => data.byId.get(redirect.to.internal?._ref ?? '')?._type),
      )
    expect(targets('/service/')).toEqual(new Set(['service']))
    expect(targets('/office/')).toEqual(new Set(['location']))
    expect(targets('/story/')).toEqual(new Set(['article']))
    expect(targets('/person-type/')).toEqual(new Set(['audience']))
    expect(targets('/service-type/')).toEqual(new Set(['category', 'support']))
  })

  it('is mostly permanent, with about ten temporary ones and one to another website', () => {
    const temporary = redirects.filter((redirect) => !redirect.permanent)
    expect(temporary.length).toBeGreaterThanOrEqual(8)
    expect(temporary.length).toBeLessThanOrEqual(12)
    expect(redirects.filter((redirect) => redirect.to.type === 'external')).toHaveLength(1)
  })

  it('sends three old paths to services the website must not show', () => {
    const gone = redirects.filter((redirect) => {
      const target = data.byId.get(redirect.to.internal?._ref ?? '') as ServiceDocument | undefined
      return target?._type === 'service' && (target.hidden || target.sync.deleted)
    })
    expect(gone).toHaveLength(3)
  })

  it('never sends one redirect to another', () => {
    const froms = new Set(redirects.map((redirect) => normalised(redirect.from)))
    for (const redirect of redirects) {
      if (redirect.to.internal) expect(data.byId.get(redirect.to.internal._ref)?._type).not.toBe('redirect')
      if (redirect.to.external) expect(froms.has(normalised(new URL(redirect.to.external).pathname))).toBe(false)
    }
  })
})
