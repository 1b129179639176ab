import { describe, expect, it } from 'vitest'
import { organizationJsonLd, webSiteJsonLd } from './organization.server'

const SITE = 'https://www.altogether.example'
const site = { siteUrl: SITE, name: 'Altogether better care', phone: '1300 000 000' }
const rendered = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>

describe('Organization', () => {
  it('names the organisation at the site address, with an id other nodes refer to', () => {
    const organization = rendered(organizationJsonLd(site))
    expect(organization).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${SITE}/#organization`,
      name: 'Altogether better care',
      url: `${SITE}/`,
      logo: `${SITE}/logo.png`,
      telephone: '1300 000 000',
    })
  })

  it('leaves out a phone number the settings do not have', () => {
    expect(rendered(organizationJsonLd({ ...site, phone: null }))).not.toHaveProperty('telephone')
    expect(rendered(organizationJsonLd({ ...site, phone: '  ' }))).not.toHaveProperty('telephone')
  })
})

describe('WebSite', () => {
  it('has a SearchAction on the site search with the placeholder, not anybody’s words', () => {
    const website = rendered(webSiteJsonLd(site))
    expect(website['@type']).toBe('WebSite')
    expect(website.url).toBe(`${SITE}/`)
    expect(website.publisher).toEqual({ '@id': `${SITE}/#organization` })
    expect(website.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${SITE}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    })
  })
})
