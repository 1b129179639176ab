import { createImageUrlBuilder } from '@sanity/image-url'
import { describe, expect, it } from 'vitest'
import { imageUrl } from './images'
import type { LinkFields } from './links'
import { shapeForPage } from './for-page.server'

const assets = { projectId: 'local', dataset: 'production', baseUrl: '/media' }

function link(fields: Partial<LinkFields> & { _key?: string; _type?: string }): LinkFields {
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

describe('links as pages receive them', () => {
  it('resolves every link in a result, however deep, to its href and nothing else', () => {
    const result = {
      title: 'Home',
      sections: [
        {
          _key: 's1',
          _type: 'callToActionSection',
          buttons: [
            link({
              _key: 'b1',
              title: 'Volunteer',
              internal: { _type: 'page', slug: 'volunteering', ancestors: ['work-with-us', null], visible: true },
            }),
            link({ _key: 'b2', title: 'Call us', type: 'external', external: 'tel:1300975707', newWindow: true }),
          ],
        },
      ],
      footer: {
        legal: link({
          title: 'Privacy',
          internal: { _type: 'policy', slug: 'privacy', ancestors: null, visible: true },
          anchor: 'cookies',
        }),
      },
    }
    expect(shapeForPage(result, assets)).toEqual({
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
      markDefs: [
        link({
          _key: 'm1',
          _type: 'link',
          title: 'TIS National',
          type: 'external',
          external: 'https://www.tisnational.gov.au/',
        }),
      ],
      children: [{ _type: 'span', _key: 'c1', text: 'Call TIS', marks: ['m1'] }],
    }
    expect(shapeForPage([block], assets)[0]?.markDefs[0]).toEqual({
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
    expect(shapeForPage(result, assets)).toEqual({
      hidden: { title: 'Go', href: null },
      unsafe: { title: 'Go', href: null },
      untitled: { title: null, href: null },
    })
  })

  it('leaves the query result, which the content cache shares with other requests, as it was', () => {
    const button = link({ _key: 'b1', internal: { _type: 'home', slug: null, ancestors: null, visible: true } })
    const result = { buttons: [button], count: 3, missing: null }
    const copy = structuredClone(result)
    const shaped = shapeForPage(result, assets)
    expect(result).toEqual(copy)
    expect(shaped).toEqual({ buttons: [{ _key: 'b1', title: 'Go', href: '/' }], count: 3, missing: null })
    expect(shapeForPage(result, assets)).toBe(shaped)
    expect(shapeForPage(null, assets)).toBeNull()
  })
})

describe('images as pages receive them', () => {
  const ref = 'image-0123456789abcdef0123456789abcdef01234567-2400x1600-jpg'

  it('gives an image its address without a size, its own shape and its alt text, and the browser adds the size', () => {
    const page = shapeForPage(
      { hero: { asset: { _ref: ref }, alt: 'A garden' }, card: { asset: { _ref: ref } } },
      assets,
    )
    expect(page.hero).toEqual({
      src: '/media/images/local/production/0123456789abcdef0123456789abcdef01234567-2400x1600.jpg?fit=crop&auto=format',
      ratio: 1.5,
      alt: 'A garden',
    })
    // A decorative image has no alt text to carry.
    expect(page.card).toEqual({
      src: '/media/images/local/production/0123456789abcdef0123456789abcdef01234567-2400x1600.jpg?fit=crop&auto=format',
      ratio: 1.5,
    })
    expect(imageUrl(page.hero, 'square', 400, 400)).toBe(
      '/media/images/local/production/0123456789abcdef0123456789abcdef01234567-2400x1600.jpg?fit=crop&auto=format&w=400&h=400',
    )
  })

  it("frames an image for each of the site's shapes on the editor's crop and focal point, as the URL builder does", () => {
    const image = {
      asset: { _ref: ref },
      crop: { top: 0, bottom: 0.5, left: 0, right: 0 },
      hotspot: { x: 0.5, y: 0.25, width: 0.2, height: 0.2 },
      alt: '',
    }
    const page = shapeForPage({ image }, assets).image
    expect(typeof page.src).toBe('object')
    // The builder's own address for the top half, at the same size.
    const builder = createImageUrlBuilder({ ...assets })
      .image(image)
      .fit('crop')
      .auto('format')
    expect(imageUrl(page, 'landscape', 600, 400)).toBe(
      builder.width(600).height(400).url().replace('&w=600&h=400', '') + '&w=600&h=400',
    )
    // The top half (2400 × 800), squared around the focal point at x = 1200.
    expect(imageUrl(page, 'square', 300, 300)).toContain('rect=800,0,800,800')
  })

  it('leaves out an image without an asset, but keeps a Portable Text image block in its place', () => {
    const page = shapeForPage(
      { hero: { asset: null, alt: '' }, body: [{ _type: 'imageWithAlt', _key: 'i1', asset: null, alt: '' }] },
      assets,
    )
    expect(page.hero).toBeNull()
    expect(page.body[0]).toEqual({ _type: 'imageWithAlt', _key: 'i1', src: '', ratio: 1 })
  })
})
