import { describe, expect, it } from 'vitest'
import { absoluteUrl } from './site-url'

const SITE = 'https://www.altogether.example'

describe('absoluteUrl', () => {
  it('puts SITE_URL in front of a path on the site', () => {
    expect(absoluteUrl(SITE, '/')).toBe(`${SITE}/`)
    expect(absoluteUrl(SITE, '/services/home-care')).toBe(`${SITE}/services/home-care`)
    expect(absoluteUrl(`${SITE}/`, '/sitemap.xml')).toBe(`${SITE}/sitemap.xml`)
  })

  it('keeps an encoded path as it is and encodes what a URL cannot hold', () => {
    expect(absoluteUrl(SITE, '/services/caf%C3%A9')).toBe(`${SITE}/services/caf%C3%A9`)
    expect(absoluteUrl(SITE, '/services/meals on wheels')).toBe(`${SITE}/services/meals%20on%20wheels`)
  })

  it('lands on the site whatever the path, never on another host', () => {
    expect(absoluteUrl(SITE, 'about')).toBe(`${SITE}/about`)
    expect(new URL(absoluteUrl(SITE, '//evil.example/x')).origin).toBe(SITE)
    expect(new URL(absoluteUrl(SITE, '@evil.example/x')).origin).toBe(SITE)
  })
})
