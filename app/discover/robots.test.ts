import { describe, expect, it } from 'vitest'
import { robotsTxt } from './robots'

/** Whether a crawler following RFC 9309 (with Google's '$') may fetch a path under these rules. */
function allowed(robots: string, path: string): boolean {
  const rules = robots
    .split('\n')
    .filter((line) => line.startsWith('Disallow:'))
    .map((line) => line.slice('Disallow:'.length).trim())
    .filter(Boolean)
  return !rules.some((rule) => {
    const pattern = rule.replace(/[.+?^{}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')
    return new RegExp(`^${pattern}`).test(path)
  })
}

describe('robots.txt', () => {
  const robots = robotsTxt('https://www.altogether.example')

  it('names the sitemap on the site address', () => {
    expect(robots).toContain('Sitemap: https://www.altogether.example/sitemap.xml\n')
    expect(robots).toMatch(/^User-agent: \*$/m)
  })

  it('asks crawlers to leave booking confirmations and problem report forms alone', () => {
    for (const path of [
      '/booking/home-care/confirmation/BK-7KQM-2XDP',
      '/report/services/home-care',
      '/report/locations/parramatta-community-hub/sent/PR-7KQM-2XDP',
    ]) {
      expect(allowed(robots, path), path).toBe(false)
    }
  })

  it('lets crawlers read the search pages, so they see that those pages say noindex', () => {
    for (const path of ['/search', '/search?q=home+care', '/search?q=x&page=2'])
      expect(allowed(robots, path), path).toBe(true)
  })

  it('hides no real page', () => {
    for (const path of [
      '/',
      '/services/home-care',
      '/booking/home-care',
      '/search-tips',
      '/searching-for-care',
      '/articles?page=2',
      '/locations',
      '/sitemap.xml',
      '/about-us/our-history',
      '/reports-and-publications',
    ]) {
      expect(allowed(robots, path), path).toBe(true)
    }
  })
})
