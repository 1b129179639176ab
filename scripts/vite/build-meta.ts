import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Config } from '@react-router/dev/config'
import { LEGACY_LISTINGS } from '../../app/redirects/legacy-listings'

/** What the build decides for a path, before any content is read. */
export interface RouteRules {
  /** The id of the React Router route that answers it (app/routes.ts). */
  route?: string
  /** A redirect the build makes itself: the legacy families' old listings (app/redirects/legacy-listings.ts). */
  redirect?: { to: string; statusCode: 301 }
}

/**
 * Route rules by path, in three tables as a radix-tree matcher exports them: `static`, exact paths;
 * `dynamic`, patterns with `:param` segments (`/articles/:slug`); `wildcard`, a path and everything under
 * it (`/` for the catch-all of content pages). A path takes the rules of its exact entry, else of the
 * first matching pattern, else of its longest wildcard prefix.
 */
export interface RouteMatcher {
  static: Record<string, RouteRules>
  dynamic: Record<string, RouteRules>
  wildcard: Record<string, RouteRules>
}

/** SPEC 7's `builds/meta/{id}.json`: what one build serves, beside `builds/latest.json`. */
export interface BuildMeta {
  id: string
  timestamp: number
  matcher: RouteMatcher
  /** Paths rendered to HTML at build time (React Router's `prerender`); this site renders every page on request. */
  prerendered: string[]
}

/** One route of React Router's build manifest (`buildEnd`'s `buildManifest.routes`). */
interface ManifestRoute {
  id: string
  parentId?: string
  path?: string
  index?: boolean
}

/** Each route's whole path: its ancestors' paths and its own, joined. */
function fullPath(route: ManifestRoute, routes: Readonly<Record<string, ManifestRoute | undefined>>): string {
  const segments: string[] = []
  for (
    let current: ManifestRoute | undefined = route;
    current;
    current = current.parentId ? routes[current.parentId] : undefined
  ) {
    if (current.path) segments.unshift(current.path.replace(/^\/+|\/+$/g, ''))
  }
  return `/${segments.filter(Boolean).join('/')}`
}

/** The route matcher for React Router's routes and the build's own redirects. */
export function routeMatcher(
  routes: Readonly<Record<string, ManifestRoute | undefined>>,
  redirects: Readonly<Record<string, string>>,
): RouteMatcher {
  const matcher: RouteMatcher = { static: {}, dynamic: {}, wildcard: {} }
  for (const route of Object.values(routes)) {
    // Layout routes (the root) answer no address of their own.
    if (!route || (!route.index && !route.path)) continue
    const pattern = fullPath(route, routes)
    if (pattern === '/*' || pattern.endsWith('/*')) matcher.wildcard[pattern.slice(0, -2) || '/'] = { route: route.id }
    else if (pattern.split('/').some((segment) => segment.startsWith(':')))
      matcher.dynamic[pattern] = { route: route.id }
    else matcher.static[pattern] = { route: route.id }
  }
  for (const [from, to] of Object.entries(redirects))
    matcher.static[from] = { ...matcher.static[from], redirect: { to, statusCode: 301 } }
  return matcher
}

/** The paths React Router's `prerender` setting names (`true`: every path without a parameter). */
export async function prerenderedPaths(prerender: Config['prerender'], matcher: RouteMatcher): Promise<string[]> {
  const paths = prerender && typeof prerender === 'object' && 'paths' in prerender ? prerender.paths : prerender
  const staticPaths = () => Object.keys(matcher.static).filter((pattern) => matcher.static[pattern]?.route)
  if (!paths) return []
  if (paths === true) return staticPaths()
  return typeof paths === 'function' ? paths({ getStaticPaths: staticPaths }) : paths
}

/**
 * React Router's `buildEnd` hook (react-router.config.ts): once both builds are written, writes
 * `builds/meta/{id}.json` for the build `builds/latest.json` names (scripts/vite/build-manifest.ts),
 * from the routes and the prerender setting React Router resolved.
 */
export async function writeBuildMeta({
  buildManifest,
  reactRouterConfig,
}: {
  buildManifest: { routes: Readonly<Record<string, ManifestRoute | undefined>> } | undefined
  reactRouterConfig: { buildDirectory: string; prerender?: Config['prerender'] }
}): Promise<void> {
  if (!buildManifest) throw new Error('React Router gave no build manifest: builds/meta cannot be written')
  const builds = path.join(reactRouterConfig.buildDirectory, 'client', 'builds')
  const { id, timestamp } = JSON.parse(await readFile(path.join(builds, 'latest.json'), 'utf8')) as {
    id: string
    timestamp: number
  }
  const matcher = routeMatcher(buildManifest.routes, LEGACY_LISTINGS)
  const meta: BuildMeta = {
    id,
    timestamp,
    matcher,
    prerendered: await prerenderedPaths(reactRouterConfig.prerender, matcher),
  }
  await mkdir(path.join(builds, 'meta'), { recursive: true })
  await writeFile(path.join(builds, 'meta', `${id}.json`), `${JSON.stringify(meta)}\n`)
}
