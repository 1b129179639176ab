import { parse } from 'groq-js'
import { LRUCache } from 'lru-cache'
import { z } from 'zod'
import { REQUIRED_TYPES } from './document-types'
import { isNode, typeConstraint, type Node } from './type-scope'

/** A content API answer that is not content (HTML, cut-off JSON, no result, a null settings document, …). */
export class UnusableAnswerError extends Error {
  override name = 'UnusableAnswerError'
}

/**
 * The result of a content API answer (read with `filterResponse: false`: the whole body) when it has
 * the shape its query asks for, else UnusableAnswerError. A 200 from a proxy or a failing API can carry
 * anything: @sanity/client hands back HTML or cut-off JSON as a string, and a body without `result` as
 * undefined, without an error. Checked: the body is a JSON object with a `result`; a list the query
 * reads from `*[…]` is an array (empty is fine, null is not); an object literal is an object; and the
 * settings or home document, which every page needs, is there. Everything else a query may legitimately
 * answer with null (a page that does not exist), so it is not checked.
 */
export function checkedResult<Result>(query: string, body: unknown): Result {
  if (typeof body === 'string')
    throw new UnusableAnswerError(`the answer is not a JSON object: it begins ${JSON.stringify(body.slice(0, 40))}`)
  if (!isAnswer(body)) throw new UnusableAnswerError('the answer is not a JSON object with a result')
  const checked = resultSchema(query).safeParse(body.result)
  if (!checked.success) {
    const [issue] = checked.error.issues
    throw new UnusableAnswerError(`${['result', ...(issue?.path ?? [])].join('.')}: ${issue?.message ?? 'not content'}`)
  }
  return body.result as Result
}

function isAnswer(body: unknown): body is { result: unknown } {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && 'result' in body
}

/** Each query's check, by its text: the site's queries are a few dozen, the preview proxy's whatever editors ask. */
const schemas = new LRUCache<string, z.ZodType>({ max: 256 })

function resultSchema(query: string): z.ZodType {
  let schema = schemas.get(query)
  if (!schema) {
    schema = schemaFor(parsedOrNothing(query))
    schemas.set(query, schema)
  }
  return schema
}

/** A query groq-js cannot read (a newer GROQ feature in an editor's query) is checked for its envelope only. */
function parsedOrNothing(query: string): unknown {
  try {
    return parse(query)
  } catch {
    return undefined
  }
}

function schemaFor(node: unknown): z.ZodType {
  if (!isNode(node)) return z.unknown()
  if (isDocumentList(node)) return z.array(z.unknown())
  if (node.type === 'Object') {
    const attributes = (node.attributes as Node[]).flatMap((attribute) =>
      attribute.type === 'ObjectAttributeValue' && isNode(attribute.value)
        ? [[attribute.name as string, schemaFor(attribute.value)] as const]
        : [],
    )
    return z.looseObject(Object.fromEntries(attributes.filter(([, schema]) => !(schema instanceof z.ZodUnknown))))
  }
  const required = requiredDocumentTypes(node)
  if (required) return z.looseObject({}, { error: `no ${required.join(' or ')} document` })
  return z.unknown()
}

/** `*`, `*[…]` and what orders, slices or projects them: always a list, empty at worst. */
function isDocumentList(node: Node): boolean {
  if (node.type === 'Everything') return true
  if (['Filter', 'Map', 'PipeFuncCall', 'Slice'].includes(node.type))
    return isNode(node.base) && isDocumentList(node.base)
  return false
}

/** The types named when the node is `*[_type == "settings" …][0]` (projected or not) for a type every page needs. */
function requiredDocumentTypes(node: Node): string[] | undefined {
  if (node.type === 'Projection') return isNode(node.base) ? requiredDocumentTypes(node.base) : undefined
  if (node.type !== 'AccessElement' || node.index !== 0 || !isNode(node.base)) return undefined
  const filter = node.base
  if (filter.type !== 'Filter' || !isNode(filter.base) || filter.base.type !== 'Everything') return undefined
  const types = typeConstraint(filter.expr)
  return types?.every((type) => (REQUIRED_TYPES as readonly string[]).includes(type)) ? types : undefined
}
