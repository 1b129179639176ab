import { describe, expect, it } from 'vitest'
import { jsonLdMeta, pageUrl, siteIdentity } from './json-ld'
import { organizationJsonLd } from './organization'

const SITE = 'https://www.altogether.example'

describe('site identity', () => {
  it('comes from the root loader’s SEO data (SITE_URL) and the site settings', () => {
    const matches = [
      {
        loaderData: {
          seo: { siteUrl: SITE },
          settings: { title: 'Altogether better care', contact: { phone: '1300' } },
        },
      },
      { pathname: '/x' },
    ]
    expect(siteIdentity(matches)).toMatchObject({ siteUrl: SITE, name: 'Altogether better care', phone: '1300' })
  })

  it('is absent without the root loader’s data, so an error page has no JSON-LD', () => {
    expect(siteIdentity([{ loaderData: undefined }])).toBeUndefined()
    expect(siteIdentity([])).toBeUndefined()
  })
})

describe('URLs', () => {
  it('give a page its canonical URL', () => {
    expect(pageUrl({ siteUrl: SITE, name: 'A' }, [{}, { pathname: '/articles/a-story/' }])).toBe(
      `${SITE}/articles/a-story`,
    )
  })
})

describe('meta descriptors', () => {
  it('are one script:ld+json descriptor a node, nothing for a node left out', () => {
    const organization = organizationJsonLd({ siteUrl: SITE, name: 'A' })
    expect(jsonLdMeta(organization, null, undefined)).toEqual([{ 'script:ld+json': organization }])
  })
})
