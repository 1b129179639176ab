import { jsonPathToStudioPath, parseJsonPath, studioPath, type ContentSourceMap } from '@sanity/client/csm'
import { log } from '~/logging/log.server'
import { parseLinkData } from '~/content/visual-editing/link-data'

/** At most this many different problems are named in the one log line. */
const PROBLEMS_NAMED = 3

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A source map's path ("$['body'][0]['children'][0]['text']") as the Studio writes it ("body[0].children[0].text"), or undefined. */
function studioPathOf(jsonPath: unknown): string | undefined {
  if (typeof jsonPath !== 'string') return undefined
  try {
    return studioPath.toString(jsonPathToStudioPath(parseJsonPath(jsonPath)))
  } catch {
    return undefined
  }
}

/**
 * The link data (SPEC 5) of one mapping: what the edit link hidden in its value would hold, as
 * @sanity/client's stega builds it (baseUrl, the document's id and type, the field's path; projectId
 * and dataset for a document of another dataset). null for a mapping that makes no edit link (a
 * literal, or a value of unknown origin).
 */
function linkDataOf(mapping: unknown, sourceMap: ContentSourceMap, studioUrl: string): unknown {
  if (!isRecord(mapping) || !isRecord(mapping.source)) return {}
  const { source } = mapping
  if (source.type !== 'documentValue') return null
  const document: unknown = typeof source.document === 'number' ? sourceMap.documents[source.document] : undefined
  const fields = isRecord(document) ? document : {}
  return {
    baseUrl: studioUrl,
    id: fields._id,
    type: fields._type,
    path: studioPathOf(typeof source.path === 'number' ? sourceMap.paths[source.path] : undefined),
    projectId: fields._projectId,
    dataset: fields._dataset,
  }
}

/**
 * A result source map with only the mappings whose link data is valid (SPEC 5: baseUrl a string, id
 * and path strings of at least 1 character, the rest optional strings), so stega hides an edit link
 * only where it can lead somewhere: a mapping with no document id or an empty path would make
 * @sanity/client throw and the page fail. The map comes from the Content Lake (or is derived from
 * the local dataset): invalid parts are dropped with one warning per map, never an error; a value
 * that is not a source map at all is dropped whole. `studioUrl` is SANITY_STUDIO_URL.
 */
export function withValidLinkData(sourceMap: unknown, studioUrl: string): ContentSourceMap | undefined {
  if (sourceMap === undefined) return undefined
  if (
    !isRecord(sourceMap) ||
    !Array.isArray(sourceMap.documents) ||
    !Array.isArray(sourceMap.paths) ||
    !isRecord(sourceMap.mappings)
  ) {
    log.warn('edit links dropped: the source map is not one', { dropped: 'all' })
    return undefined
  }
  const map = sourceMap as unknown as ContentSourceMap
  const mappings: ContentSourceMap['mappings'] = {}
  const problems = new Set<string>()
  let dropped = 0
  for (const [resultPath, mapping] of Object.entries(map.mappings)) {
    const linkData = linkDataOf(mapping, map, studioUrl)
    const checked = linkData === null ? null : parseLinkData(linkData)
    if (checked && !checked.ok) {
      dropped += 1
      if (problems.size < PROBLEMS_NAMED) problems.add(checked.message)
      continue
    }
    mappings[resultPath] = mapping
  }
  if (dropped === 0) return map
  log.warn('edit links dropped: link data not valid', {
    dropped,
    kept: Object.keys(mappings).length,
    problems: [...problems],
  })
  return { ...map, mappings }
}
