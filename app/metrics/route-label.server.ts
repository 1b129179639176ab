import { matchRoutes, type RouteObject } from 'react-router'

/** A route as the server build lists it (`build.routes`). */
export interface BuildRoute {
  id: string
  parentId?: string
  path?: string
  index?: boolean
}

/** What answers before React Router: these prefixes are labelled by their own name. */
const SERVER_PATHS: Array<[prefix: string, label: string]> = [
  ['/assets/', 'static'],
  ['/builds/', 'static'],
  ['/media/', 'media'],
  ['/api/live', 'live'],
  ['/healthz', 'healthz'],
  ['/readyz', 'readyz'],
]

/**
 * The label a request's metrics carry: the id of the React Router route that answers its path (like
 * 'routes/service'), or what answers before React Router. Never the path itself: a metric per address
 * would grow without end, and an address can say what a visitor looked for.
 */
export function routeLabeller(routes: Record<string, BuildRoute | undefined> | null): (path: string) => string {
  const byParent = new Map<string | undefined, BuildRoute[]>()
  for (const route of Object.values(routes ?? {}))
    if (route) byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route])
  const tree = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index ? { id: route.id, index: true } : { id: route.id, path: route.path, children: tree(route.id) },
    )
  const roots = tree(undefined)
  return (path) => {
    const server = SERVER_PATHS.find(([prefix]) => path.startsWith(prefix))
    if (server) return server[1]
    if (!routes) return 'page'
    return matchRoutes(roots, path)?.at(-1)?.route.id ?? 'unmatched'
  }
}
