import { env } from '~/config/env.server'
import { isPreviewRequest } from '~/preview/preview.server'
import { contentClient } from './client.server'
import { shapeForPage } from './for-page.server'
import type { Perspective } from './source/types'
import { withStega } from './visual-editing/stega.server'

/**
 * The perspective a request reads: published for everyone, drafts only with a valid preview cookie
 * (app/preview). The indexes (search, finder, HSDS) are built from published content whatever this says.
 */
export async function perspectiveFor(request: Request): Promise<Perspective> {
  return (await isPreviewRequest(request)) ? 'drafts' : 'published'
}

/** Runs a typed query for a request: the loader's one call into the content layer. */
export async function loadQuery<const Query extends string>(request: Request, query: Query, params: Record<string, unknown> = {}) {
  const [client, perspective] = await Promise.all([contentClient(), perspectiveFor(request)])
  const studioUrl = env().SANITY_STUDIO_URL
  if (perspective === 'drafts' && studioUrl) {
    // Visual editing: every text an editor can change carries an invisible link to its field (never cached: preview only).
    const { result, resultSourceMap } = await client.source.fetchWithSourceMap<Awaited<ReturnType<typeof client.fetch<Query>>>>(query, params, perspective)
    return shapeForPage(await withStega(result, resultSourceMap, studioUrl), client.source.image)
  }
  // Links and images leave the server resolved: an href and an address instead of the fields that make them (for-page.server.ts).
  return shapeForPage(await client.fetch(query, params, perspective), client.source.image)
}

/** Where images and files are served from, for the browser. */
export async function assetConfig() {
  const { source } = await contentClient()
  return source.image
}
