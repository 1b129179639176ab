import type { ContentSourceMap, ContentSourceMapParsedPath } from '@sanity/client/csm'
import { jsonPath } from '@sanity/client/csm'
import { VERCEL_STEGA_REGEX } from '@vercel/stega'
import { isRecord, type SourceDocument } from './source-map.server'

const ENCODED = new RegExp(VERCEL_STEGA_REGEX.source, 'u')

/** Every string a document holds, with the paths that hold it (array items by `_key` where they have one). */
function stringsOf(document: SourceDocument): Map<string, ContentSourceMapParsedPath[]> {
  const strings = new Map<string, ContentSourceMapParsedPath[]>()
  const collect = (value: unknown, path: ContentSourceMapParsedPath) => {
    if (typeof value === 'string') {
      const last = path.at(-1)
      if (last !== undefined && !(typeof last === 'string' && last.startsWith('_')))
        strings.set(value, [...(strings.get(value) ?? []), path])
    } else if (Array.isArray(value)) {
      value.forEach((item, index) =>
        collect(item, [
          ...path,
          isRecord(item) && typeof item._key === 'string' ? { _key: item._key, _index: index } : index,
        ]),
      )
    } else if (isRecord(value)) {
      for (const [name, inner] of Object.entries(value)) collect(inner, [...path, name])
    }
  }
  collect(document, [])
  return strings
}

/** The ids of the documents a document refers to (one step), assets left out. */
export function referencesOf(document: SourceDocument): string[] {
  const ids = new Set<string>()
  const collect = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(collect)
    else if (isRecord(value)) {
      if (typeof value._ref === 'string' && !/^(image|file)-/.test(value._ref)) ids.add(value._ref)
      else Object.values(value).forEach(collect)
    }
  }
  collect(document)
  return [...ids]
}

/** A run of text cut into parts (a search result's title with the matched words marked): one text. */
function isSegments(value: unknown): value is Array<{ text: string }> {
  return (
    Array.isArray(value) && value.length > 0 && value.every((part) => isRecord(part) && typeof part.text === 'string')
  )
}

interface Found {
  document: SourceDocument
  path: ContentSourceMapParsedPath
}

/**
 * A source map for values a page took from the site's in-memory indexes (the services index and the
 * search index: cards, finder options, search results) rather than from a query it made, so no query
 * can say where they came from. Each string is looked up by its value: in the document the nearest
 * object around it names (`_id`, or `id`), then in the documents that one refers to (a card's category),
 * and, for strings no object names, in `fallback` (the documents a list's options come from). It is
 * mapped only when exactly one field holds exactly that text (a field named like the string's own key
 * wins a tie), so it is never wrong. A text in parts is looked up whole, and its link rides on the
 * last part; a passage (a snippet, '…' where it was cut) maps to the one field that contains it, or
 * across fields each part that is a whole field; a line joined with commas ('Parramatta, NSW') to
 * the field of its first part.
 * Strings that already carry an edit link (from the page's own queries) are left alone.
 */
export function valueSourceMap(
  value: unknown,
  documentById: (id: string) => SourceDocument | undefined,
  fallback: SourceDocument[] = [],
): ContentSourceMap {
  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} }
  const documentIndex = new Map<string, number>()
  const stringsByDocument = new Map<SourceDocument, Map<string, ContentSourceMapParsedPath[]>>()
  const strings = (document: SourceDocument) => {
    let found = stringsByDocument.get(document)
    if (!found) stringsByDocument.set(document, (found = stringsOf(document)))
    return found
  }

  /** The one field among `documents` that holds `text` (or contains it, for a passage). */
  const lookUp = (
    text: string,
    key: string | number | undefined,
    documents: SourceDocument[],
    passage: boolean,
  ): Found | undefined => {
    const found: Found[] = []
    for (const document of documents) {
      for (const [held, paths] of strings(document)) {
        if (held === text || (passage && text.length >= 20 && held.includes(text)))
          found.push(...paths.map((path) => ({ document, path })))
      }
    }
    if (found.length === 1) return found[0]
    // A tie: the field named like the string's own key, the outermost if several are (a title over its SEO title).
    const named = found.filter(({ path }) => path.at(-1) === key)
    const outermost = named.filter(({ path }) => path.length === Math.min(...named.map((each) => each.path.length)))
    return outermost.length === 1 ? outermost[0] : undefined
  }

  const record = (resultPath: ContentSourceMapParsedPath, { document, path }: Found) => {
    const id = document._originalId ?? document._id
    let index = documentIndex.get(id)
    if (index === undefined) {
      index = map.documents.push({ _id: id, _type: document._type }) - 1
      documentIndex.set(id, index)
    }
    const pathIndex = map.paths.push(jsonPath(path)) - 1
    map.mappings[jsonPath(resultPath)] = {
      type: 'value',
      source: { type: 'documentValue', document: index, path: pathIndex },
    }
  }

  /** Where to look for a string under an object naming `document`: it first, then what it refers to; without one, the fallback. */
  const scopeOf = (document: SourceDocument | undefined): SourceDocument[][] =>
    document ? [[document], referencesOf(document).flatMap((id) => documentById(id) ?? [])] : [fallback]

  const find = (text: string, key: string | number | undefined, scope: SourceDocument[][], passage: boolean) => {
    for (const documents of scope) {
      const found = lookUp(text, key, documents, passage)
      if (found) return found
    }
    return undefined
  }

  const walk = (value: unknown, resultPath: ContentSourceMapParsedPath, scope: SourceDocument[][]): void => {
    const key = resultPath.at(-1)
    const plainKey = typeof key === 'object' ? undefined : key
    if (typeof value === 'string') {
      if (!ENCODED.test(value)) {
        // A line joined from fields ('Parramatta, NSW', a search result's detail) takes its first part's link.
        const found =
          find(value, plainKey, scope, false) ??
          (value.includes(', ') ? find(value.slice(0, value.indexOf(', ')), plainKey, scope, false) : undefined)
        if (found) record(resultPath, found)
      }
      return
    }
    if (isSegments(value)) {
      const whole = value.map((part) => part.text).join('')
      if (ENCODED.test(whole)) return
      const trimmed = whole.replace(/^…|…$/g, '').trim()
      const found = find(trimmed, plainKey, scope, trimmed !== whole.trim())
      if (found) return record([...resultPath, value.length - 1, 'text'], found)
      // A passage across fields (a heading, then the text under it): each part that is a whole field of a few words.
      value.forEach((part, index) => {
        const words = part.text.trim()
        const partFound = words.includes(' ') ? find(words, undefined, scope, false) : undefined
        if (partFound) record([...resultPath, index, 'text'], partFound)
      })
      return
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...resultPath, index], scope))
      return
    }
    if (!isRecord(value)) return
    const id = typeof value._id === 'string' ? value._id : typeof value.id === 'string' ? value.id : undefined
    const named = id === undefined ? undefined : documentById(id)
    const here = named ? scopeOf(named) : scope
    for (const [name, inner] of Object.entries(value)) walk(inner, [...resultPath, name], here)
  }

  walk(value, [], scopeOf(undefined))
  return map
}
