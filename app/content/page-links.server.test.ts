import { describe, expect, it } from 'vitest'
import type { LinkFields } from './links'
import { resolvePageLinks } from './page-links.server'

const assets = { projectId: 'local', dataset: 'production', baseUrl: '/media' }

function link(fields: Partial<LinkFields> & { _key?: string; _type?: string }): LinkFields {
  return { title: 'Go', type: 'internal', newWindow: false, external: null, email: null, anchor: null, query: null, file: null, internal: null, articlesCategory: null, ...fields }
}

describe('links as pages receive them', () => {
  it('resolves every link in a result, however deep, to its href and nothing else', () => {
    const result = {
      title: 'Home',
      sections: [
        {
          _key: 's1',
          _type: 'callToActionSection',
          buttons: [
            link({ _key: 'b1', title: 'Volunteer', internal: { _type: 'page', slug: 'volunteering', ancestors: ['work-with-us', null], visible: true } }),
            link({ _key: 'b2', title: 'Call us', type: 'external', external: 'tel:1300975707', newWindow: true }),
          ],
        },
      ],
      footer: { legal: link({ title: 'Privacy', internal: { _type: 'policy', slug: 'privacy', ancestors: null, visible: true }, anchor: 'cookies' }) },
    }
    expect(resolvePageLinks(result, assets)).toEqual({
      title: 'Home',
      sections: [
        {
          _key: 's1',
          _type: 'callToActionSection',
          buttons: [
            { _key: 'b1', title: 'Volunteer', href: '/work-with-us/volunteering' },
            { _key: 'b2', title: 'Call us', href: 'tel:1300975707', newWindow: true, kind: 'external' },
          ],
        },
      ],
      footer: { legal: { title: 'Privacy', href: '/policies-and-statements/privacy#cookies' } },
    })
  })

  it('keeps a Portable Text annotation’s _key and _type, so its marks still find it', () => {
    const block = {
      _type: 'block',
      _key: 'p1',
      markDefs: [link({ _key: 'm1', _type: 'link', title: 'TIS National', type: 'external', external: 'https://www.tisnational.gov.au/' })],
      children: [{ _type: 'span', _key: 'c1', text: 'Call TIS', marks: ['m1'] }],
    }
    expect(resolvePageLinks([block], assets)[0]?.markDefs[0]).toEqual({
      _key: 'm1',
      _type: 'link',
      title: 'TIS National',
      href: 'https://www.tisnational.gov.au/',
      kind: 'external',
    })
  })

  it('gives a link with nowhere safe to go no href, so it is not shown', () => {
    const result = {
      hidden: link({ internal: { _type: 'service', slug: 'closed-service', ancestors: null, visible: false } }),
      unsafe: link({ type: 'external', external: 'javascript:alert(1)' }),
      untitled: link({ title: null, type: 'external', external: 'https://example.org/' }),
    }
    expect(resolvePageLinks(result, assets)).toEqual({ hidden: { title: 'Go', href: null }, unsafe: { title: 'Go', href: null }, untitled: { title: null, href: null } })
  })

  it('leaves the query result, which the content cache shares with other requests, as it was', () => {
    const button = link({ _key: 'b1', internal: { _type: 'home', slug: null, ancestors: null, visible: true } })
    const result = { buttons: [button], count: 3, missing: null }
    const copy = structuredClone(result)
    const shaped = resolvePageLinks(result, assets)
    expect(result).toEqual(copy)
    expect(shaped).toEqual({ buttons: [{ _key: 'b1', title: 'Go', href: '/' }], count: 3, missing: null })
    expect(resolvePageLinks(result, assets)).toBe(shaped)
    expect(resolvePageLinks(null, assets)).toBeNull()
  })
})
