import { describe, expect, it } from 'vitest'
import type { LinkFields } from '~/content/links'
import { buildRedirectTable, normalizePath, type RedirectDocument } from './redirect-table'

const assets = { projectId: 'local', dataset: 'production', baseUrl: '/media' }
const toPage = (slug: string, visible = true): LinkFields => ({
  title: slug,
  type: 'internal',
  newWindow: false,
  external: null,
  email: null,
  anchor: null,
  query: null,
  file: null,
  internal: { _type: 'page', slug, ancestors: [], visible },
  articlesCategory: null,
})
const rule = (from: string, to: LinkFields, permanent = true): RedirectDocument => ({ from, to, permanent })

describe('legacy redirect table', () => {
  it('matches paths case-insensitively and with or without a trailing slash', () => {
    expect(normalizePath('/Service/Home-Care/')).toBe('/service/home-care')
    expect(normalizePath('/service//home-care///')).toBe('/service/home-care')
    expect(normalizePath('/')).toBe('/')
    const table = buildRedirectTable([rule('/About-Us/Our-Story/', toPage('our-history'))], assets)
    expect(table.get(normalizePath('/about-us/our-story'))).toEqual({
      location: '/our-history',
      status: 301,
      absolute: false,
    })
  })

  it('uses 302 for a temporary redirect', () => {
    expect(buildRedirectTable([rule('/old', toPage('new'), false)], assets).get('/old')?.status).toBe(302)
  })

  it('collapses a chain into one hop, permanent only when every hop is', () => {
    const table = buildRedirectTable(
      [rule('/a', toPage('b')), rule('/b', toPage('c'), false), rule('/c', toPage('d'))],
      assets,
    )
    expect(table.get('/a')).toEqual({ location: '/d', status: 302, absolute: false })
    expect(table.get('/c')).toEqual({ location: '/d', status: 301, absolute: false })
  })

  it('never forms a loop', () => {
    const table = buildRedirectTable(
      [
        rule('/a', toPage('b')),
        rule('/b', toPage('a')),
        rule('/self', toPage('self')),
        rule('/into-loop', toPage('a')),
      ],
      assets,
    )
    expect(table.has('/a')).toBe(false)
    expect(table.has('/b')).toBe(false)
    expect(table.has('/self')).toBe(false)
    expect(table.has('/into-loop')).toBe(false)
  })

  it('marks an absolute target so the browser leaves the app', () => {
    const external: LinkFields = {
      ...toPage('x'),
      type: 'external',
      external: 'https://www.ndis.gov.au/',
      internal: null,
    }
    expect(buildRedirectTable([rule('/ndis', external)], assets).get('/ndis')).toEqual({
      location: 'https://www.ndis.gov.au/',
      status: 301,
      absolute: true,
    })
  })

  it('leaves out a redirect to a hidden target or with a malformed old path', () => {
    const table = buildRedirectTable(
      [
        rule('/gone', toPage('retired', false)),
        rule('no-slash', toPage('x')),
        { from: null, permanent: true, to: toPage('x') },
      ],
      assets,
    )
    expect(table.size).toBe(0)
  })
})
