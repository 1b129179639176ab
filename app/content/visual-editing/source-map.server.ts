import type { ContentSourceMap, ContentSourceMapParsedPath } from '@sanity/client/csm'
import { jsonPath } from '@sanity/client/csm'
import type { ExprNode, ObjectNode } from 'groq-js'

export interface SourceDocument {
  _id: string
  _type: string
  /** The draft's own id when the drafts perspective laid a draft over the published document (dataset.server.ts). */
  _originalId?: string
  [field: string]: unknown
}

/** Where a part of the result came from: a document, the path in it, and the value there. */
interface Source {
  document: SourceDocument
  path: ContentSourceMapParsedPath
  value: unknown
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The id a filter pins its documents to with `_id == "…"` (the singletons' `*[_type == "settings" && _id == "settings"]`), if it does. */
function pinnedId(condition: ExprNode): string | undefined {
  if (condition.type === 'And') return pinnedId(condition.left) ?? pinnedId(condition.right)
  if (condition.type === 'Group') return pinnedId(condition.base)
  if (condition.type !== 'OpCall' || condition.op !== '==') return undefined
  const { left, right } = condition
  if (
    left.type === 'AccessAttribute' &&
    !left.base &&
    left.name === '_id' &&
    right.type === 'Value' &&
    typeof right.value === 'string'
  )
    return right.value
  if (
    right.type === 'AccessAttribute' &&
    !right.base &&
    right.name === '_id' &&
    left.type === 'Value' &&
    typeof left.value === 'string'
  )
    return left.value
  return undefined
}

/**
 * The expression that made a field of a projection: its attribute (`"title": sync.title`), one in a
 * conditional splat (`_type == "hero" => { text }`), or the same-named field of `@` under `...`.
 * The last one wins, as in GROQ.
 */
function attributeExpression(projection: ObjectNode, field: string): ExprNode | undefined {
  for (let index = projection.attributes.length - 1; index >= 0; index--) {
    const attribute = projection.attributes[index]!
    if (attribute.type === 'ObjectAttributeValue' && attribute.name === field) return attribute.value
    if (attribute.type === 'ObjectConditionalSplat') {
      const inner = attribute.value.type === 'Object' ? attributeExpression(attribute.value, field) : undefined
      if (inner) return inner
    }
    if (attribute.type === 'ObjectSplat' && attribute.value.type === 'This')
      return { type: 'AccessAttribute', name: field }
  }
  return undefined
}

/**
 * A result source map (the Content Lake's `resultSourceMap`) for a query result the local backend
 * made, which groq-js cannot trace. Derived from the result, the documents and the query's syntax
 * tree: projections are followed where they say plainly where a value comes from — a field of `@`
 * under its own or another name (`"title": sync.title`), a reference followed (`category->{ label }`),
 * an array mapped item by item (`sections[]{ … }`, matched by `_key`), a document pinned by its id
 * (`*[_id == "settings"][0]`), each branch of a `select` or `coalesce`; and any object carrying the
 * `_id` of a document is taken as (a projection of) that document. A string is mapped only when the
 * document holds exactly that string at the path found. So computed values (`pt::text`, joined
 * strings), lists filtered or built without `_id`, and parent references are left unmapped (not
 * editable by a click), and nothing is ever mapped to the wrong field
 * (docs/decisions/0024-visual-editing-and-live-content.md).
 */
export function localSourceMap(
  result: unknown,
  documentById: (id: string) => SourceDocument | undefined,
  query?: ExprNode,
): ContentSourceMap {
  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} }
  const documentIndex = new Map<string, number>()

  const indexOf = (document: SourceDocument) => {
    const id = document._originalId ?? document._id
    let index = documentIndex.get(id)
    if (index === undefined) {
      index = map.documents.push({ _id: id, _type: document._type }) - 1
      documentIndex.set(id, index)
    }
    return index
  }

  const whole = (document: SourceDocument | undefined): Source | null =>
    document ? { document, path: [], value: document } : null
  const field = (source: Source | null, name: string): Source | null =>
    source && isRecord(source.value) && name in source.value
      ? { document: source.document, path: [...source.path, name], value: source.value[name] }
      : null

  /** The source of item `index` of a result list made item by item from the source's list (`_key` first, else the same position). */
  const item = (source: Source | null, resultItem: unknown, index: number, resultLength: number): Source | null => {
    if (!source || !Array.isArray(source.value)) return null
    const key = isRecord(resultItem) && typeof resultItem._key === 'string' ? resultItem._key : undefined
    const sourceIndex =
      key === undefined
        ? source.value.length === resultLength
          ? index
          : -1
        : source.value.findIndex((candidate) => isRecord(candidate) && candidate._key === key)
    if (sourceIndex < 0) return null
    const segment = key === undefined ? sourceIndex : { _key: key, _index: sourceIndex }
    return { document: source.document, path: [...source.path, segment], value: source.value[sourceIndex] }
  }

  /** Where an expression's value comes from when `@` is `scope`, for the plain cases; null otherwise. */
  const sourceOf = (node: ExprNode | undefined, scope: Source | null): Source | null => {
    if (!node || node.type === 'This') return scope
    switch (node.type) {
      case 'AccessAttribute':
        return field(sourceOf(node.base, scope), node.name)
      case 'Group':
      case 'ArrayCoerce':
        return sourceOf(node.base, scope)
      case 'Deref': {
        const reference = sourceOf(node.base, scope)?.value
        return isRecord(reference) && typeof reference._ref === 'string' ? whole(documentById(reference._ref)) : null
      }
      case 'AccessElement': {
        if (node.base.type === 'Filter' && node.index === 0) {
          const id = pinnedId(node.base.expr)
          return id === undefined ? null : whole(documentById(id))
        }
        const list = sourceOf(node.base, scope)
        return list && Array.isArray(list.value) && node.index >= 0 && node.index < list.value.length
          ? { document: list.document, path: [...list.path, node.index], value: list.value[node.index] }
          : null
      }
      default:
        return null
    }
  }

  /** `value` is what `node` gave with `@` as `scope`. */
  const traced = (
    node: ExprNode,
    value: unknown,
    resultPath: ContentSourceMapParsedPath,
    scope: Source | null,
  ): void => {
    if (node.type === 'Group') return traced(node.base, value, resultPath, scope)
    // An object built in place ({ "settings": *[…][0]{ … }, … }): its fields are expressions over the same `@`.
    if (node.type === 'Object') return projected(node, value, resultPath, scope)
    if (node.type === 'Projection' && node.expr.type === 'Object') {
      const base = sourceOf(node.base, scope)
      const projection = node.expr
      if (Array.isArray(value))
        value.forEach((each, index) =>
          projected(projection, each, [...resultPath, index], item(base, each, index, value.length)),
        )
      else projected(projection, value, resultPath, base)
      return
    }
    // The value came from one of these; following each is safe, as a string is only mapped where the document holds it.
    if (node.type === 'Select') {
      for (const alternative of node.alternatives) traced(alternative.value, value, resultPath, scope)
      if (node.fallback) traced(node.fallback, value, resultPath, scope)
      return
    }
    if (node.type === 'FuncCall' && node.name === 'coalesce') {
      for (const argument of node.args) traced(argument, value, resultPath, scope)
      return
    }
    if (node.type === 'Map' && Array.isArray(value)) {
      const base = sourceOf(node.base, scope)
      const expression = node.expr
      value.forEach((each, index) =>
        traced(expression, each, [...resultPath, index], item(base, each, index, value.length)),
      )
      return
    }
    walk(value, resultPath, sourceOf(node, scope))
  }

  /** An object a projection made from `source`: each field traced through the expression that made it. */
  const projected = (
    projection: ObjectNode,
    value: unknown,
    resultPath: ContentSourceMapParsedPath,
    source: Source | null,
  ): void => {
    if (!isRecord(value)) return walk(value, resultPath, null)
    const here = (typeof value._id === 'string' ? whole(documentById(value._id)) : null) ?? source
    for (const [name, fieldValue] of Object.entries(value)) {
      const expression = attributeExpression(projection, name)
      if (expression) traced(expression, fieldValue, [...resultPath, name], here)
      else walk(fieldValue, [...resultPath, name], null)
    }
  }

  /** A value copied from `source` as it is (null once the shapes part): strings mapped where they are equal. */
  const walk = (value: unknown, resultPath: ContentSourceMapParsedPath, source: Source | null): void => {
    if (typeof value === 'string') {
      if (source && source.value === value && source.path.length > 0) {
        const pathIndex = map.paths.push(jsonPath(source.path)) - 1
        map.mappings[jsonPath(resultPath)] = {
          type: 'value',
          source: { type: 'documentValue', document: indexOf(source.document), path: pathIndex },
        }
      }
      return
    }
    if (Array.isArray(value)) {
      value.forEach((each, index) => walk(each, [...resultPath, index], item(source, each, index, value.length)))
      return
    }
    if (!isRecord(value)) return
    const here = (typeof value._id === 'string' ? whole(documentById(value._id)) : null) ?? source
    for (const [name, fieldValue] of Object.entries(value)) walk(fieldValue, [...resultPath, name], field(here, name))
  }

  if (query) traced(query, result, [], null)
  else walk(result, [], null)
  return map
}
