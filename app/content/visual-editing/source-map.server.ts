import type { ContentSourceMap, ContentSourceMapParsedPath } from '@sanity/client/csm'
import { jsonPath } from '@sanity/client/csm'

interface SourceDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A result source map (the Content Lake's `resultSourceMap`) for a query result the local backend
 * made, which groq-js cannot trace. Every object in the result with the `_id` of a document is taken
 * as that document (or a projection of it); a string below it is mapped to the same path in the
 * document only when the document holds exactly that string there, array items matched by `_key`
 * where they have one. So a renamed, joined or computed value is simply left unmapped (not editable
 * by a click), and nothing is ever mapped to the wrong field
 * (docs/decisions/0024-visual-editing-and-live-content.md).
 */
export function localSourceMap(result: unknown, documentById: (id: string) => SourceDocument | undefined): ContentSourceMap {
  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} }
  const documentIndex = new Map<string, number>()

  const indexOf = (document: SourceDocument) => {
    let index = documentIndex.get(document._id)
    if (index === undefined) {
      index = map.documents.push({ _id: document._id, _type: document._type }) - 1
      documentIndex.set(document._id, index)
    }
    return index
  }

  /** `source`: the document this part of the result came from, and where in it (null once the shapes part). */
  const walk = (value: unknown, resultPath: ContentSourceMapParsedPath, source: { document: SourceDocument; path: ContentSourceMapParsedPath; value: unknown } | null) => {
    if (typeof value === 'string') {
      if (source && source.value === value && source.path.length > 0) {
        const pathIndex = map.paths.push(jsonPath(source.path)) - 1
        map.mappings[jsonPath(resultPath)] = { type: 'value', source: { type: 'documentValue', document: indexOf(source.document), path: pathIndex } }
      }
      return
    }
    if (Array.isArray(value)) {
      const sourceItems = source && Array.isArray(source.value) ? source.value : null
      value.forEach((item, index) => {
        const key = isRecord(item) && typeof item._key === 'string' ? item._key : undefined
        const sourceIndex = sourceItems ? (key === undefined ? index : sourceItems.findIndex((candidate) => isRecord(candidate) && candidate._key === key)) : -1
        const segment = key === undefined ? sourceIndex : { _key: key, _index: sourceIndex }
        walk(
          item,
          [...resultPath, index],
          source && sourceItems && sourceIndex >= 0 ? { document: source.document, path: [...source.path, segment], value: sourceItems[sourceIndex] } : null,
        )
      })
      return
    }
    if (!isRecord(value)) return
    const document = typeof value._id === 'string' ? documentById(value._id) : undefined
    const here = document ? { document, path: [], value: document } : source
    for (const [field, fieldValue] of Object.entries(value)) {
      const fieldSource = here && isRecord(here.value) && field in here.value ? { document: here.document, path: [...here.path, field], value: here.value[field] } : null
      walk(fieldValue, [...resultPath, field], fieldSource)
    }
  }

  walk(result, [], null)
  return map
}
