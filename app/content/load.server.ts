import { contentClient } from './client.server'
import { resolvePageLinks } from './page-links.server'
import type { Perspective } from './source/types'

/**
 * The perspective a request reads. Published for everyone; draft preview (issue: visual editing)
 * switches this with its preview cookie.
 */
export function perspectiveFor(_request: Request): Perspective {
  return 'published'
}

/** Runs a typed query for a request: the loader's one call into the content layer. */
export async function loadQuery<const Query extends string>(request: Request, query: Query, params: Record<string, unknown> = {}) {
  const client = await contentClient()
  // Links leave the server resolved: an href instead of the fields the resolver needs (page-links.server.ts).
  return resolvePageLinks(await client.fetch(query, params, perspectiveFor(request)), client.source.image)
}

/** Where images and files are served from, for the browser. */
export async function assetConfig() {
  const { source } = await contentClient()
  return source.image
}
