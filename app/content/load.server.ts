import { env } from '~/config/env.server'
import { isPreviewRequest } from '~/content/perspective/preview.server'
import { contentClient } from './client.server'
import { shapeForPage } from './for-page.server'
import { documentsQuery } from './queries/documents'
import type { Perspective } from './source/types'
import { referencesOf, valueSourceMap } from './visual-editing/edit-links.server'
import type { SourceDocument } from './visual-editing/source-map.server'
import { withStega } from './visual-editing/stega.server'

/**
 * The perspective a request reads: published for everyone, drafts only with a valid preview cookie
 * (app/preview). The indexes (search, finder, HSDS) are built from published content whatever this says.
 */
export async function perspectiveFor(request: Request): Promise<Perspective> {
  return (await isPreviewRequest(request)) ? 'drafts' : 'published'
}

/** The Studio to link texts to, for a request in preview with visual editing (SANITY_STUDIO_URL); undefined for everyone else. */
async function visualEditingStudio(request: Request): Promise<string | undefined> {
  const studioUrl = env().SANITY_STUDIO_URL
  return studioUrl && (await perspectiveFor(request)) === 'drafts' ? studioUrl : undefined
}

/** Runs a typed query for a request: the loader's one call into the content layer. */
export async function loadQuery<const Query extends string>(
  request: Request,
  query: Query,
  params: Record<string, unknown> = {},
) {
  const [client, perspective, studioUrl] = await Promise.all([
    contentClient(),
    perspectiveFor(request),
    visualEditingStudio(request),
  ])
  if (studioUrl) {
    // Visual editing: every text an editor can change carries an invisible link to its field (never cached: preview only).
    const { result, resultSourceMap } = await client.source.fetchWithSourceMap<
      Awaited<ReturnType<typeof client.fetch<Query>>>
    >(query, params, perspective)
    return shapeForPage(await withStega(result, resultSourceMap, studioUrl), client.source.image)
  }
  // Links and images leave the server resolved: an href and an address instead of the fields that make them (for-page.server.ts).
  return shapeForPage(await client.fetch(query, params, perspective), client.source.image)
}

/**
 * What a page shows from the site's indexes (service cards, finder options, search results), with
 * edit links in its texts in preview with visual editing, as loadQuery gives the page's own queries;
 * for everyone else the value itself. The indexes hold published content, so each text is matched to
 * the one field that holds it in the published document its object names (`_id` or `id`) or one that
 * document refers to, and texts no object names in the documents of `optionTypes`
 * (edit-links.server.ts); the link opens the draft where there is one, which an editor changes.
 */
export async function withEditLinks<Value>(
  request: Request,
  value: Value,
  { optionTypes = [] }: { optionTypes?: string[] } = {},
): Promise<Value> {
  const studioUrl = await visualEditingStudio(request)
  if (!studioUrl) return value
  const client = await contentClient()
  // A page's own few documents are read afresh (kept, they would push pages' queries out of the cache); the option types' are kept.
  const byIds = async (perspective: Perspective, ids: string[]) =>
    ids.length ? ((await client.fetchOnce(documentsQuery, { ids, types: [] }, perspective)) as SourceDocument[]) : []
  const ofTypes = async (types: string[]) =>
    types.length ? ((await client.fetch(documentsQuery, { ids: [], types }, 'published')) as SourceDocument[]) : []
  const [named, options] = await Promise.all([byIds('published', [...idsIn(value)]), ofTypes(optionTypes)])
  const referred = await byIds('published', [...new Set(named.flatMap(referencesOf))])
  const byId = new Map([...named, ...referred].map((document) => [document._id, document]))
  const map = valueSourceMap(value, (id) => byId.get(id), options)
  const drafts = await byIds(
    'drafts',
    map.documents.map((document) => document._id),
  )
  const draftIds = new Map(drafts.map((document) => [document._id, document._originalId]))
  for (const document of map.documents) document._id = draftIds.get(document._id) ?? document._id
  return withStega(value, map, studioUrl)
}

/** The `_id` and `id` values of every object in a value: the documents its texts may come from. */
function idsIn(value: unknown, ids = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) idsIn(item, ids)
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if ((key === '_id' || key === 'id') && typeof inner === 'string') ids.add(inner)
      else idsIn(inner, ids)
    }
  }
  return ids
}

/** Where images and files are served from, for the browser. */
export async function assetConfig() {
  const { source } = await contentClient()
  return source.image
}
