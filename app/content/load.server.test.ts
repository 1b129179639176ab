import { afterEach, describe, expect, it, vi } from 'vitest'

const cookieSecret = 'a-cookie-secret-of-thirty-two-characters'

/** perspectiveFor as a server with these settings has it (settings are read once per process, so a fresh module graph each time). */
async function perspectiveForWith(settings: Record<string, string | undefined>) {
  vi.resetModules()
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value)
  const { perspectiveFor } = await import('./load.server')
  const { previewCookie, previewOnCookie } = await import('~/content/perspective/cookie.server')
  const cookieHeader = async (secret: string) => (await previewOnCookie(previewCookie(secret))).split(';')[0] as string
  const request = (cookie?: string) =>
    new Request('http://localhost/articles/new-community-hub-opens-in-logan', cookie ? { headers: { cookie } } : {})
  return { perspectiveFor, cookieHeader, request }
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('perspectiveFor', () => {
  it('reads drafts only with a valid preview cookie', async () => {
    const { perspectiveFor, cookieHeader, request } = await perspectiveForWith({
      CONTENT_SOURCE: 'local',
      PREVIEW_SECRET: 'a-preview-secret-0123',
      PREVIEW_COOKIE_SECRET: cookieSecret,
    })
    expect(await perspectiveFor(request())).toBe('published')
    expect(await perspectiveFor(request('theme=dark'))).toBe('published')
    expect(await perspectiveFor(request(await cookieHeader(cookieSecret)))).toBe('drafts')
    expect(await perspectiveFor(request(await cookieHeader('a-forged-secret-of-thirty-two-characters')))).toBe(
      'published',
    )
  })

  it('reads published content whatever the cookie when preview is not configured', async () => {
    const { perspectiveFor, cookieHeader, request } = await perspectiveForWith({
      CONTENT_SOURCE: 'local',
      PREVIEW_SECRET: undefined,
      PREVIEW_COOKIE_SECRET: undefined,
    })
    expect(await perspectiveFor(request(await cookieHeader(cookieSecret)))).toBe('published')
  })
})
