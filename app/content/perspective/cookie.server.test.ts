import { describe, expect, it } from 'vitest'
import {
  carriesPreview,
  PREVIEW_COOKIE_NAME,
  PREVIEW_HOURS,
  previewCookie,
  previewOffCookie,
  previewOnCookie,
} from './cookie.server'

const secret = 'a-cookie-secret-of-thirty-two-characters'
const cookie = previewCookie(secret)

/** The name=value pair a browser sends back from a Set-Cookie value. */
const sentBack = (setCookie: string) => setCookie.split(';')[0] as string

describe('the preview cookie', () => {
  it('is cross-site, Secure, HttpOnly, for the whole site and ends after the preview hours', async () => {
    const header = await previewOnCookie(cookie)
    expect(header).toMatch(new RegExp(`^${PREVIEW_COOKIE_NAME}=`))
    expect(header).toMatch(/; SameSite=None/i)
    expect(header).toMatch(/; Secure/i)
    expect(header).toMatch(/; HttpOnly/i)
    expect(header).toMatch(/; Path=\//)
    expect(header).toMatch(new RegExp(`; Max-Age=${PREVIEW_HOURS * 3600}`))
  })

  it('turns preview on when this server signed it', async () => {
    expect(await carriesPreview(cookie, sentBack(await previewOnCookie(cookie)))).toBe(true)
    expect(await carriesPreview(cookie, `theme=dark; ${sentBack(await previewOnCookie(cookie))}; other=1`)).toBe(true)
  })

  it('rejects a cookie signed with another secret', async () => {
    const forged = sentBack(await previewOnCookie(previewCookie('another-secret-of-thirty-two-characters')))
    expect(await carriesPreview(cookie, forged)).toBe(false)
  })

  it('rejects a tampered value, a value without a signature and junk', async () => {
    const [name, signed] = sentBack(await previewOnCookie(cookie)).split('=') as [string, string]
    const [value, signature] = signed.split('.') as [string, string]
    const otherValue = btoa(JSON.stringify({ perspective: 'drafts', until: Date.now() + 10 * 365 * 24 * 3600 * 1000 }))
    expect(await carriesPreview(cookie, `${name}=${otherValue}.${signature}`)).toBe(false)
    expect(await carriesPreview(cookie, `${name}=${value}`)).toBe(false)
    expect(await carriesPreview(cookie, `${name}=${value}.${signature.slice(0, -2)}AA`)).toBe(false)
    expect(await carriesPreview(cookie, `${name}=drafts`)).toBe(false)
    expect(await carriesPreview(cookie, `${name}=%E0%A4%A`)).toBe(false)
    expect(await carriesPreview(cookie, `${name}=`)).toBe(false)
  })

  it('ends when its time is up, whatever the browser does with Max-Age', async () => {
    const now = Date.now()
    const header = sentBack(await previewOnCookie(cookie, now))
    expect(await carriesPreview(cookie, header, now + PREVIEW_HOURS * 3600 * 1000 - 1)).toBe(true)
    expect(await carriesPreview(cookie, header, now + PREVIEW_HOURS * 3600 * 1000)).toBe(false)
  })

  it('is no preview without a cookie, and without a secret nothing is ever accepted or issued', async () => {
    expect(await carriesPreview(cookie, null)).toBe(false)
    expect(await carriesPreview(cookie, 'theme=dark')).toBe(false)
    const unsigned = previewCookie()
    expect(
      await carriesPreview(
        unsigned,
        `${PREVIEW_COOKIE_NAME}=${btoa(JSON.stringify({ perspective: 'drafts', until: Date.now() + 60_000 }))}`,
      ),
    ).toBe(false)
    expect(() => previewOnCookie(unsigned)).toThrowError(/signed/)
  })

  it('is cleared by the off cookie', async () => {
    expect(await previewOffCookie(cookie)).toMatch(new RegExp(`^${PREVIEW_COOKIE_NAME}=; Max-Age=0`))
  })
})
