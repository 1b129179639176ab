import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { RouterContextProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { cspNonceContext } from '~/security/nonce'
import { PageCache } from './page-cache.server'
import { pageHandler } from './page-handler.server'

/** A stand-in for React Router: a page whose body counts its renders, with scripts marked by the render's nonce. */
function fakeSite({ setCookie = false, status = 200, sameEachTime = false } = {}) {
  const site = { renders: 0, version: 1 }
  const handle = (request: Request, context: RouterContextProvider) => {
    site.renders += 1
    const nonce = context.get(cspNonceContext)
    const body = `<!DOCTYPE html><html><head><script nonce="${nonce}">window.trusted = ${sameEachTime ? 0 : site.renders}</script></head><body><h1>Render ${sameEachTime ? 'n' : site.renders} of ${new URL(request.url).pathname}</h1>${'<p>words</p>'.repeat(200)}</body></html>`
    const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8' })
    if (setCookie) headers.append('Set-Cookie', `visit=${site.renders}; Path=/; HttpOnly`)
    return Promise.resolve(new Response(body, { status, headers }))
  }
  return { site, handle }
}

const servers: Array<{ close: () => void }> = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

async function serve(options: { setCookie?: boolean; status?: number; cached?: boolean; sameEachTime?: boolean } = {}) {
  const { site, handle } = fakeSite(options)
  const app = express()
  app.all(
    '/{*path}',
    pageHandler({
      handle,
      cache: options.cached === false ? null : new PageCache({ maxBytes: 1024 * 1024, ttlMs: 60_000 }),
      contentVersion: () => site.version,
      policy: { images: [] },
      loadContext: (_request, _response, nonce) => {
        const context = new RouterContextProvider()
        context.set(cspNonceContext, nonce)
        return context
      },
    }),
  )
  const server = app.listen(0, '127.0.0.1')
  await once(server, 'listening')
  servers.push(server)
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(base + path, { headers: { 'accept-encoding': 'identity', ...headers }, method })
  return { site, get }
}

describe('the page handler', () => {
  it('keeps an anonymous page and answers the next visitor with the same bytes', async () => {
    const { site, get } = await serve()
    const first = await get('/services')
    const second = await get('/services')
    expect(site.renders).toBe(1)
    expect(await second.text()).toBe(await first.text())
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=86400')
    expect(second.headers.get('etag')).toMatch(/^"[\w-]+"$/)
  })

  it('says in Server-Timing how long the server took, and whether the page was rendered or kept', async () => {
    const { get } = await serve({ setCookie: true })
    expect((await get('/private')).headers.get('server-timing')).toMatch(/^app;dur=\d+(\.\d)?;desc="rendered"$/)
    const kept = await serve()
    expect((await kept.get('/services')).headers.get('server-timing')).toMatch(/^app;dur=\d+(\.\d)?;desc="rendered"$/)
    expect((await kept.get('/services')).headers.get('server-timing')).toMatch(/^app;dur=\d+(\.\d)?;desc="page cache"$/)
  })

  it('renders a page again as soon as the content version changes', async () => {
    const { site, get } = await serve()
    expect(await (await get('/')).text()).toContain('Render 1 of /')
    site.version += 1
    expect(await (await get('/')).text()).toContain('Render 2 of /')
    expect(await (await get('/')).text()).toContain('Render 2 of /')
  })

  it('answers 304 without a body when If-None-Match names the page, in any encoding', async () => {
    const { get } = await serve()
    const etag = (await get('/articles')).headers.get('etag') as string
    const notModified = await get('/articles', { 'if-none-match': `"other", ${etag}` })
    expect(notModified.status).toBe(304)
    expect(await notModified.text()).toBe('')
    const brotli = (await get('/articles', { 'accept-encoding': 'br' })).headers.get('etag') as string
    expect(brotli).not.toBe(etag)
    expect((await get('/articles', { 'if-none-match': brotli })).status).toBe(304)
    expect((await get('/articles', { 'if-none-match': '"something-else"' })).status).toBe(200)
  })

  it('sends the kept page compressed with Brotli or gzip, each decoding to the same page', async () => {
    const { get } = await serve()
    const plain = await (await get('/')).text()
    for (const [accept, encoding] of [
      ['gzip, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const response = await get('/', { 'accept-encoding': accept as string })
      expect(response.headers.get('content-encoding')).toBe(encoding)
      // fetch decodes both encodings.
      expect(await response.text()).toBe(plain)
    }
  })

  it('answers HEAD from the kept page with its headers and no body, and a later GET still gets the body', async () => {
    const { site, get } = await serve()
    const head = await get('/locations', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers.get('etag')).toBeTruthy()
    expect(await head.text()).toBe('')
    expect(await (await get('/locations')).text()).toContain('Render 1 of /locations')
    expect(site.renders).toBe(1)
  })

  it('never keeps or shares an answer that sets a cookie', async () => {
    const { site, get } = await serve({ setCookie: true })
    const first = await get('/')
    const second = await get('/')
    expect(site.renders).toBe(2)
    expect(first.headers.get('set-cookie')).toContain('visit=1')
    expect(second.headers.get('set-cookie')).toContain('visit=2')
    expect(second.headers.get('cache-control')).toBe('private, no-store')
    expect(second.headers.get('etag')).toBeNull()
  })

  it('never keeps booking or report pages, their confirmations or a saved list, and marks them no-store', async () => {
    const { site, get } = await serve()
    const savedLists = ['/saved', '/saved?ids=service-0002,location-0001', '/saved.data?ids=service-0002']
    for (const path of [
      '/booking/home-care',
      '/booking/home-care.data',
      '/booking/home-care/confirmation/BK-7KQM-2XDP',
      '/report/services/home-care',
      '/report/services/home-care.data',
      '/report/services/home-care/sent/PR-7KQM-2XDP',
      ...savedLists,
    ]) {
      const before = site.renders
      const first = await get(path)
      await get(path)
      expect(site.renders - before, path).toBe(2)
      expect(first.headers.get('cache-control'), path).toBe('private, no-store')
      expect(first.headers.get('etag'), path).toBeNull()
    }
    // A page merely named like one is shared as usual.
    expect((await get('/saved-stories')).headers.get('cache-control')).not.toContain('private')
  })

  it('never keeps a server error, and tells a CDN not to either', async () => {
    const { site, get } = await serve({ status: 500 })
    const first = await get('/')
    await get('/')
    expect(site.renders).toBe(2)
    expect(first.headers.get('cache-control')).toBe('no-store')
  })

  it('keeps a 404 page like any other page', async () => {
    const { site, get } = await serve({ status: 404 })
    await get('/gone')
    const second = await get('/gone')
    expect(second.status).toBe(404)
    expect(site.renders).toBe(1)
  })

  it('gives many visitors arriving together one render', async () => {
    const { site, get } = await serve()
    const bodies = await Promise.all(
      Array.from({ length: 20 }, () => get('/search?q=respite').then((response) => response.text())),
    )
    expect(site.renders).toBe(1)
    expect(new Set(bodies).size).toBe(1)
  })

  it('hashes the scripts the render marked into the CSP and takes the marker out of the page', async () => {
    const { get } = await serve()
    const response = await get('/')
    const body = await response.text()
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(body).not.toContain('nonce=')
    expect(policy).toMatch(/script-src 'self' 'strict-dynamic' 'sha256-[\w+/=]+'/)
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  })

  it('still validates pages with an ETag when the cache is switched off', async () => {
    const { site, get } = await serve({ cached: false, sameEachTime: true })
    const etag = (await get('/')).headers.get('etag') as string
    expect((await get('/', { 'if-none-match': etag })).status).toBe(304)
    expect(site.renders).toBe(2)
  })
})
