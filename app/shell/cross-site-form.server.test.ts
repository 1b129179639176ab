import { describe, expect, it } from 'vitest'
import { crossSiteFormRefusal } from './cross-site-form.server'

const request = (method: string, path: string, headers: Record<string, string>) => ({
  method,
  path,
  headers: { host: 'care.example', ...headers },
})

describe('a form sent to a page from elsewhere', () => {
  it('gets the site’s own refusal page, with the way out, never a bare text', async () => {
    for (const origin of ['https://evil.example', 'null', 'not a url']) {
      const answer = crossSiteFormRefusal(request('POST', '/services', { origin }))
      expect(answer?.status, origin).toBe(403)
      const page = await answer!.text()
      expect(page).toContain('Exit this page')
      expect(page).toContain('<title>Error: We could not accept this request - Altogether better care</title>')
      expect(answer!.headers.get('content-security-policy')).toMatch(/script-src [^;]*'sha256-/)
    }
  })

  it('leaves alone reading a page, a form from the site itself, one that names no origin, and the API', () => {
    expect(crossSiteFormRefusal(request('GET', '/services', { origin: 'https://evil.example' }))).toBeNull()
    expect(crossSiteFormRefusal(request('POST', '/services', { origin: 'https://care.example' }))).toBeNull()
    expect(crossSiteFormRefusal(request('PUT', '/services', {}))).toBeNull()
    expect(crossSiteFormRefusal(request('POST', '/api/menus', { origin: 'https://evil.example' }))).toBeNull()
  })
})
