import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { answerCaching, SHARED_CACHE_CONTROL, sharedUntil } from './cache-policy.server'
import { brotliWindowBits, keptSize, PageCache, storedResponse } from './page-cache.server'

const page = Buffer.from(
  `<!DOCTYPE html><html><body>${'<p>Help at home, for as long as you need it.</p>'.repeat(400)}</body></html>`,
)

describe('a stored answer', () => {
  it('is compressed with Brotli and gzip only when a visitor asks for each, once, decoding to the same page', async () => {
    const stored = storedResponse(200, [], page, { validated: true, compress: true })
    expect(stored.encodings).toEqual(['br', 'gzip'])
    const brotli = await stored.body('br')
    expect(brotliDecompressSync(brotli).equals(page)).toBe(true)
    expect(gunzipSync(await stored.body('gzip')).equals(page)).toBe(true)
    // The second visitor gets the very bytes the first one did: nothing is compressed twice.
    expect(await stored.body('br')).toBe(brotli)
    expect(brotli.length).toBeLessThan(page.length / 10)
  })

  it('is compressed by Brotli with the smallest window that holds it, and decodes to the same page at any size', async () => {
    expect(brotliWindowBits(33_302)).toBe(16)
    expect(brotliWindowBits(65_520)).toBe(16)
    expect(brotliWindowBits(65_521)).toBe(17)
    expect(brotliWindowBits(100)).toBe(10)
    expect(brotliWindowBits(100_000_000)).toBe(24)
    // Pages past a window's length repeat what they said at the start, which a smaller window would not reach.
    for (const length of [1_100, 65_520, 65_521, 300_000]) {
      const body = Buffer.alloc(length)
      for (let at = 0; at < length; at += page.length) page.copy(body, at, 0, Math.min(page.length, length - at))
      const stored = storedResponse(200, [], body, { validated: true, compress: true })
      expect(brotliDecompressSync(await stored.body('br')).equals(body), `${length} bytes`).toBe(true)
    }
  })

  it('is kept compressed once a compressed body is made, and gives the same plain page from it to a visitor who takes no compression', async () => {
    for (const first of ['br', 'gzip'] as const) {
      const stored = storedResponse(200, [], page, { validated: true, compress: true })
      expect(await stored.body('identity')).toBe(page)
      await stored.body(first)
      const plain = await stored.body('identity')
      expect(plain.equals(page)).toBe(true)
      // Made again from the compressed body: the plain page itself is no longer held.
      expect(plain).not.toBe(page)
      expect(gunzipSync(await stored.body('gzip')).equals(page)).toBe(true)
      expect(brotliDecompressSync(await stored.body('br')).equals(page)).toBe(true)
    }
  })

  it('is sent as it is when it will not be kept, or is too small to gain from compression', async () => {
    for (const [body, compress] of [
      [page, false],
      [Buffer.from('<p>small</p>'), true],
    ] as const) {
      const stored = storedResponse(200, [], body, { validated: true, compress })
      expect(stored.encodings).toEqual([])
      expect(await stored.body('br')).toBe(body)
    }
  })

  it('keeps each compressed body in memory of exactly its size, not in a view of a larger shared block', async () => {
    const stored = storedResponse(200, [], page, { validated: true, compress: true })
    for (const encoding of ['br', 'gzip'] as const) {
      const body = await stored.body(encoding)
      expect(body.length, encoding).toBeLessThan(page.length / 2)
      expect(body.buffer.byteLength, encoding).toBe(body.length)
    }
  })

  it('has a strong ETag only when every visitor may share it, the same for the same bytes', () => {
    expect(storedResponse(200, [], page, { validated: false, compress: false }).etag).toBeUndefined()
    const first = storedResponse(200, [], page, { validated: true, compress: true }).etag
    expect(first).toMatch(/^[\w-]{32}$/)
    expect(storedResponse(200, [], Buffer.from(page), { validated: true, compress: false }).etag).toBe(first)
  })

  it('counts its compressed forms in the memory it is kept in before they are made', () => {
    expect(keptSize(storedResponse(200, [], page, { validated: true, compress: true }))).toBeGreaterThan(
      page.length * 1.4,
    )
    expect(keptSize(storedResponse(200, [], page, { validated: true, compress: false }))).toBeLessThan(
      page.length * 1.1,
    )
  })
})

describe('the page cache', () => {
  const render = (keepForMs?: number) => () =>
    Promise.resolve({
      response: storedResponse(200, [], page, { validated: true, compress: false }),
      keep: true,
      ...(keepForMs ? { keepForMs } : {}),
    })

  it('keeps an answer whose opening status changes sooner only until then, and others for its own time', async () => {
    let now = 1_000
    const cache = new PageCache({ maxBytes: 1024 * 1024, ttlMs: 300_000, clock: { now: () => now } })
    await cache.getOrRender(1, '/locations/midland', render(20_000))
    await cache.getOrRender(1, '/about-us', render())
    now += 10_000
    expect((await cache.getOrRender(1, '/locations/midland', render(20_000))).hit).toBe(true)
    now += 11_000
    expect((await cache.getOrRender(1, '/locations/midland', render(20_000))).hit).toBe(false)
    expect((await cache.getOrRender(1, '/about-us', render())).hit).toBe(true)
  })

  it('takes how long from the answer’s own s-maxage', () => {
    const shared = answerCaching(
      { cacheable: true },
      200,
      new Headers({ 'Cache-Control': sharedUntil(Date.now() + 12_500, Date.now()) }),
    )
    expect(shared).toEqual({
      cacheControl: 'public, max-age=0, s-maxage=13, stale-if-error=86400',
      keep: true,
      keepForMs: 13_000,
    })
    expect(sharedUntil(Date.now() + 3_600_000, Date.now())).toBe('public, max-age=0, s-maxage=60, stale-if-error=86400')
    expect(answerCaching({ cacheable: true }, 200, new Headers())).toEqual({
      cacheControl: SHARED_CACHE_CONTROL,
      keep: true,
    })
  })
})
