import { afterEach, describe, expect, it, vi } from 'vitest'

const validatePreviewUrl = vi.fn()
vi.mock('@sanity/preview-url-secret', () => ({ validatePreviewUrl }))

const cookieSecret = 'a-cookie-secret-of-thirty-two-characters'
const local = { CONTENT_SOURCE: 'local', PREVIEW_SECRET: 'a-preview-secret-0123', PREVIEW_COOKIE_SECRET: cookieSecret }
const sanity = {
  CONTENT_SOURCE: 'sanity',
  SANITY_PROJECT_ID: 'abc123',
  SANITY_DATASET: 'production',
  SANITY_READ_TOKEN: 'sk-read-token-0123456789abcdef',
  PREVIEW_COOKIE_SECRET: cookieSecret,
}

/** The enable and disable routes as a server with these settings has them (settings are read once per process). */
async function routesWith(settings: Record<string, string | undefined>) {
  vi.resetModules()
  for (const name of [
    'CONTENT_SOURCE',
    'PREVIEW_SECRET',
    'PREVIEW_COOKIE_SECRET',
    'SANITY_PROJECT_ID',
    'SANITY_DATASET',
    'SANITY_READ_TOKEN',
  ])
    vi.stubEnv(name, settings[name])
  return import('./enable.server')
}

const enableAt = (query: string) => new Request(`http://localhost/api/preview/enable?${query}`)

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
  validatePreviewUrl.mockReset()
})

describe('turning preview on with the local backend', () => {
  it('sets the signed cookie and goes to the page for PREVIEW_SECRET, in either parameter spelling', async () => {
    const { enablePreview } = await routesWith(local)
    for (const query of [
      'secret=a-preview-secret-0123&redirect=/articles/x',
      'sanity-preview-secret=a-preview-secret-0123&sanity-preview-pathname=/articles/x',
    ]) {
      const answer = await enablePreview(enableAt(query))
      expect(answer.status, query).toBe(303)
      expect(answer.headers.get('location'), query).toBe('/articles/x')
      expect(answer.headers.get('set-cookie'), query).toMatch(
        /^preview-perspective=[^;]+\.[^;]+; Max-Age=28800; Path=\/; HttpOnly; Secure; SameSite=None$/,
      )
      expect(answer.headers.get('cache-control'), query).toBe('private, no-store')
    }
  })

  it('answers a wrong, partial or missing secret with 401 and no cookie', async () => {
    const { enablePreview } = await routesWith(local)
    for (const query of ['secret=a-preview-secret-012', 'secret=a-preview-secret-01234', 'secret=', 'redirect=/']) {
      const answer = await enablePreview(enableAt(query))
      expect(answer.status, query).toBe(401)
      expect(answer.headers.get('set-cookie'), query).toBeNull()
      expect(await answer.text(), query).toMatch(/^Preview was not turned on/)
    }
  })

  it('answers 404 where preview is not configured, and still clears a cookie on disable', async () => {
    const { enablePreview, disablePreview } = await routesWith({ CONTENT_SOURCE: 'local' })
    const answer = await enablePreview(enableAt('secret=a-preview-secret-0123'))
    expect(answer.status).toBe(404)
    expect(await answer.text()).toBe('Draft preview is not configured on this site.')
    const off = await disablePreview(new Request('http://localhost/api/preview/disable?redirect=/articles'))
    expect(off.status).toBe(303)
    expect(off.headers.get('location')).toBe('/articles')
    expect(off.headers.get('set-cookie')).toMatch(/^preview-perspective=; Max-Age=0;/)
  })
})

describe('turning preview on with the Sanity backend', () => {
  it("checks the Studio's secret with @sanity/preview-url-secret and the token's client, then goes where it says, on this site only", async () => {
    const { enablePreview } = await routesWith(sanity)
    const url = 'http://localhost/api/preview/enable?sanity-preview-secret=s3cr3t&sanity-preview-pathname=%2Fservices'
    validatePreviewUrl.mockResolvedValueOnce({ isValid: true, redirectTo: '/services' })
    const answer = await enablePreview(new Request(url))
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/services')
    expect(answer.headers.get('set-cookie')).toMatch(/^preview-perspective=/)
    const [client, checked] = validatePreviewUrl.mock.calls[0] as [
      { config(): { token?: string; useCdn?: boolean } },
      string,
    ]
    expect(checked).toBe(url)
    expect(client.config()).toMatchObject({ token: sanity.SANITY_READ_TOKEN, useCdn: false })

    validatePreviewUrl.mockResolvedValueOnce({ isValid: true, redirectTo: 'https://evil.example/' })
    expect((await enablePreview(new Request(url))).headers.get('location')).toBe('/')

    validatePreviewUrl.mockResolvedValueOnce({ isValid: false })
    const refused = await enablePreview(new Request(url))
    expect(refused.status).toBe(401)
    expect(refused.headers.get('set-cookie')).toBeNull()
    // The content client it made listens for live events: stop it.
    await (await (await import('~/content/client.server')).contentClient()).close()
  })
})
