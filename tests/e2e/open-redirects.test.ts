import { OPEN_REDIRECT_PAYLOADS } from '../support/open-redirect-payloads'
import { describe, expect, test as it } from './support/fixture'

/** Issue 33 point 2: no address of the site sends a browser to another site because of what the address says. */
describe('no open redirect', () => {
  for (const parameter of ['redirect', 'sanity-preview-pathname']) {
    it(`/api/preview/disable?${parameter}= sends every known payload home, on this site`, async ({ baseUrl }) => {
      const escaped: string[] = []
      for (const payload of OPEN_REDIRECT_PAYLOADS) {
        const answer = await fetch(`${baseUrl}/api/preview/disable?${parameter}=${encodeURIComponent(payload)}`, {
          redirect: 'manual',
        })
        const location = answer.headers.get('location') ?? ''
        if (new URL(location, baseUrl).origin !== new URL(baseUrl).origin || /^[/\\]{2}/.test(location))
          escaped.push(`${JSON.stringify(payload)} → ${location}`)
      }
      expect(escaped).toEqual([])
    })
  }

  it('a legacy or mistyped address never redirects off the site', async ({ baseUrl }) => {
    for (const path of [
      '/.//evil.example',
      '/a/..//evil.example',
      '/%2e//evil.example',
      '//%5Cevil.example',
      '/x/../%5Cevil.example',
      '/%5C%5Cevil.example',
    ]) {
      const answer = await fetch(baseUrl + path, { redirect: 'manual' })
      const location = answer.headers.get('location')
      if (location) expect(new URL(location, baseUrl).origin, `${path} → ${location}`).toBe(new URL(baseUrl).origin)
      expect(answer.status, path).toBeLessThan(500)
    }
  })
})
