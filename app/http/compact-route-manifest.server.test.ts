import { describe, expect, it } from 'vitest'
import { compactRouteManifest } from './compact-route-manifest.server'

const manifest = { entry: { module: '/assets/entry.client-x.js', imports: ['/assets/a.js'], css: [] }, routes: { root: { id: 'root', path: '', hasLoader: true } }, version: 'abc' }
const page = (json: string) =>
  `<html><body><p>window.__reactRouterManifest = {}</p><script nonce="n0nce" type="module" async="">;\nimport * as route0 from "/assets/root.js";\n  window.__reactRouterManifest = ${json};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-x.js");</script></body></html>`

describe('the inline route manifest', () => {
  it('is written without indentation, as the same object', () => {
    const html = compactRouteManifest(page(JSON.stringify(manifest, null, 2)))
    expect(html).toBe(page(JSON.stringify(manifest)))
    const written = /window\.__reactRouterManifest = (.*);\n {2}window\.__reactRouterRouteModules/.exec(html)?.[1]
    expect(JSON.parse(written ?? '')).toEqual(manifest)
  })

  it('is left as it is when it is not what React Router writes', () => {
    const broken = page('{\n  "entry": \n}')
    expect(compactRouteManifest(broken)).toBe(broken)
    expect(compactRouteManifest('<html><body>No scripts</body></html>')).toBe('<html><body>No scripts</body></html>')
  })
})
