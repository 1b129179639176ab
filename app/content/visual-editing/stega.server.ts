import type { ContentSourceMap } from '@sanity/client/csm'
import { withValidLinkData } from './edit-link-data.server'

/**
 * Fields whose strings the site's code reads as values, never as text for people: Portable Text's
 * block styles, list kinds, marks and mark definitions, images' alternative text (an attribute,
 * read aloud) and slugs. Sanity's own default filter (`filterDefault`) already leaves out dates,
 * URLs, ids, types, slugs and anything under `seo` or `meta`.
 */
const NEVER_ENCODED = new Set(['style', 'listItem', 'marks', 'markDefs', 'alt', 'level', 'current', 'anchor', 'email', 'phone', 'query'])

/**
 * Visual editing (preview only): hides an edit link to each string's field in the Studio inside the
 * string itself (stega, invisible characters), so the overlays can open that field when an editor
 * clicks the text. `studioUrl` is SANITY_STUDIO_URL. Titles, meta tags and JSON-LD take the
 * characters out again with `stegaClean` (app/shell/seo.ts, app/structured-data/json-ld.ts).
 */
export async function withStega<Result>(result: Result, resultSourceMap: ContentSourceMap | undefined, studioUrl: string): Promise<Result> {
  // SPEC 5: an edit link only from valid link data (edit-link-data.server.ts); the rest is dropped and logged.
  const sourceMap = withValidLinkData(resultSourceMap, studioUrl)
  if (!sourceMap) return result
  // Loaded the first time an editor previews: it brings the whole Sanity client (150 ms, about 40 MB).
  const { stegaEncodeSourceMap } = await import('@sanity/client/stega')
  return stegaEncodeSourceMap(result, sourceMap, {
    enabled: true,
    studioUrl,
    filter: (props) => !props.sourcePath.some((segment) => typeof segment === 'string' && NEVER_ENCODED.has(segment)) && props.filterDefault(props),
  })
}
