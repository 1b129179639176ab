import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { LEGACY_LISTINGS } from '../../app/redirects/legacy-listings'
import { prerenderedPaths, routeMatcher, writeBuildMeta, type BuildMeta } from './build-meta'

/** Routes as React Router's build manifest lists them: the root layout, and app/routes.ts's routes under it. */
const routes = {
  root: { id: 'root', path: '', file: 'root.tsx' },
  'routes/home': { id: 'routes/home', parentId: 'root', index: true, file: 'routes/home.tsx' },
  'routes/articles': { id: 'routes/articles', parentId: 'root', path: 'articles', file: 'routes/articles.tsx' },
  'routes/article': { id: 'routes/article', parentId: 'root', path: 'articles/:slug', file: 'routes/article.tsx' },
  'routes/booking-confirmation': {
    id: 'routes/booking-confirmation',
    parentId: 'root',
    path: 'booking/:slug/confirmation/:reference',
    file: 'routes/booking-confirmation.tsx',
  },
  'routes/content-page': { id: 'routes/content-page', parentId: 'root', path: '*', file: 'routes/content-page.tsx' },
}

describe('the route matcher', () => {
  const matcher = routeMatcher(routes, { '/news': '/articles' })

  it('files each route by its whole path: exact paths, patterns with parameters, and the catch-all', () => {
    expect(matcher).toEqual({
      static: {
        '/': { route: 'routes/home' },
        '/articles': { route: 'routes/articles' },
        '/news': { redirect: { to: '/articles', statusCode: 301 } },
      },
      dynamic: {
        '/articles/:slug': { route: 'routes/article' },
        '/booking/:slug/confirmation/:reference': { route: 'routes/booking-confirmation' },
      },
      wildcard: { '/': { route: 'routes/content-page' } },
    })
  })

  it("has every legacy listing's redirect", () => {
    const withListings = routeMatcher(routes, LEGACY_LISTINGS)
    expect(withListings.static['/service']).toEqual({ redirect: { to: '/services', statusCode: 301 } })
    expect(withListings.static['/careers']).toEqual({
      redirect: { to: '/work-with-us/careers/open-roles', statusCode: 301 },
    })
  })

  it.each([
    [undefined, []],
    [false, []],
    [true, ['/', '/articles']],
    [['/about-us'], ['/about-us']],
    [{ paths: ['/about-us'], concurrency: 2 }, ['/about-us']],
    [
      ({ getStaticPaths }: { getStaticPaths: () => string[] }) => [...getStaticPaths(), '/articles/one'],
      ['/', '/articles', '/articles/one'],
    ],
  ])('lists the paths prerender %s names', async (prerender, paths) => {
    expect(await prerenderedPaths(prerender, matcher)).toEqual(paths)
  })
})

describe('writeBuildMeta', () => {
  let directory = ''
  afterEach(() => rmSync(directory, { recursive: true, force: true }))

  it('writes builds/meta/{id}.json for the build latest.json names, with the matcher and prerendered paths', async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'abc-build-meta-'))
    const builds = path.join(directory, 'client', 'builds')
    mkdirSync(builds, { recursive: true })
    writeFileSync(path.join(builds, 'latest.json'), JSON.stringify({ id: 'abc-123', timestamp: 1700000000000 }))
    await writeBuildMeta({ buildManifest: { routes }, reactRouterConfig: { buildDirectory: directory } })
    const meta = JSON.parse(readFileSync(path.join(builds, 'meta', 'abc-123.json'), 'utf8')) as BuildMeta
    expect(meta).toEqual({
      id: 'abc-123',
      timestamp: 1700000000000,
      matcher: routeMatcher(routes, LEGACY_LISTINGS),
      prerendered: [],
    })
  })

  it('refuses to write without React Router’s manifest', async () => {
    await expect(
      writeBuildMeta({ buildManifest: undefined, reactRouterConfig: { buildDirectory: tmpdir() } }),
    ).rejects.toThrow(/no build manifest/)
  })
})
