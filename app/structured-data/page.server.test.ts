import { RouterContextProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'

const SITE = 'https://www.altogether.example'

/** pageJsonLd as a server with SITE_URL set has it, over the bundled dataset (settings are read once per process). */
async function onSite() {
  vi.resetModules()
  vi.stubEnv('CONTENT_SOURCE', 'local')
  vi.stubEnv('SITE_URL', SITE)
  const { pageJsonLd, keptJsonLdContext } = await import('./page.server')
  const { organizationJsonLd } = await import('./organization.server')
  const { documentRequestContext } = await import('~/http/document-request')
  return { pageJsonLd, keptJsonLdContext, organizationJsonLd, documentRequestContext }
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('a page’s JSON-LD, made in its loader', () => {
  it('is given SITE_URL and the page’s canonical URL, never the request’s host, and the name from the site settings', async () => {
    const { pageJsonLd } = await onSite()
    const seen: Array<{ siteUrl: string; name: string; url: string }> = []
    await pageJsonLd(
      new Request('http://attacker.example/about-us/caf%C3%A9%20hours/'),
      new RouterContextProvider(),
      (site, url) => {
        seen.push({ siteUrl: site.siteUrl, name: site.name, url })
        return []
      },
    )
    // A client navigation asks for the same page's data: the same URL.
    await pageJsonLd(
      new Request(`${SITE}/about-us/caf%C3%A9%20hours.data?_routes=x`),
      new RouterContextProvider(),
      (_, url) => {
        seen.push({ siteUrl: SITE, name: 'Altogether better care', url })
        return []
      },
    )
    const expected = { siteUrl: SITE, name: 'Altogether better care', url: `${SITE}/about-us/caf%C3%A9%20hours` }
    expect(seen).toEqual([expected, expected])
  })

  it('leaves out the nodes a page does not have, and goes whole on a client navigation', async () => {
    const { pageJsonLd, keptJsonLdContext, organizationJsonLd } = await onSite()
    const context = new RouterContextProvider()
    const jsonLd = await pageJsonLd(new Request(`${SITE}/`), context, (site) => [
      null,
      organizationJsonLd(site),
      undefined,
    ])
    expect(Array.isArray(jsonLd) && jsonLd.map((block) => block['@type'])).toEqual(['Organization'])
    expect(context.get(keptJsonLdContext)).toBeNull()
  })

  it('on a page’s first load, stays on the server for its render and the loader data says only how many', async () => {
    const { pageJsonLd, keptJsonLdContext, organizationJsonLd, documentRequestContext } = await onSite()
    const context = new RouterContextProvider()
    context.set(documentRequestContext, true)
    const jsonLd = await pageJsonLd(new Request(`${SITE}/`), context, (site) => [organizationJsonLd(site)])
    expect(jsonLd).toEqual({ kept: 1 })
    expect(context.get(keptJsonLdContext)?.map((block) => block['@type'])).toEqual(['Organization'])
  })
})
