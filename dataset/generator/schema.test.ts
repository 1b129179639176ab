import { readFile } from 'node:fs/promises'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadDataset } from './testing'

/** The shapes in studio/schema.json, as `sanity schema extract` writes them. */
type Node =
  | { type: 'object'; attributes: Record<string, { value: Node; optional?: boolean }>; rest?: Node }
  | { type: 'array'; of: Node }
  | { type: 'union'; of: Node[] }
  | { type: 'inline'; name: string }
  | { type: 'string'; value?: string }
  | { type: 'number' | 'boolean' | 'unknown' }
type SchemaEntry =
  | { name: string; type: 'document'; attributes: Record<string, { value: Node }> }
  | { name: string; type: 'type'; value: Node }

let data: Awaited<ReturnType<typeof loadDataset>>
let named: Map<string, Node>

beforeAll(async () => {
  data = await loadDataset()
  const schema = JSON.parse(
    await readFile(new URL('../../studio/schema.json', import.meta.url), 'utf8'),
  ) as SchemaEntry[]
  named = new Map(
    schema.map((entry) => [
      entry.name,
      entry.type === 'document' ? { type: 'object', attributes: entry.attributes } : entry.value,
    ]),
  )
})

const resolve = (node: Node): Node => {
  if (node.type !== 'inline') return node
  const target = named.get(node.name)
  if (!target) throw new Error(`The schema has no type ${node.name}`)
  return resolve(target)
}

/** Every problem that stops `value` fitting `node`: unknown fields, wrong kinds, wrong literal values. */
function problems(value: unknown, node: Node, path: string): string[] {
  const resolved = resolve(node)
  switch (resolved.type) {
    case 'unknown':
      return []
    case 'string':
      if (typeof value !== 'string') return [`${path} should be a string`]
      return resolved.value !== undefined && value !== resolved.value
        ? [`${path} should be "${resolved.value}", not "${value}"`]
        : []
    case 'number':
    case 'boolean':
      return typeof value === resolved.type ? [] : [`${path} should be a ${resolved.type}`]
    case 'array':
      return Array.isArray(value)
        ? value.flatMap((item, index) => problems(item, resolved.of, `${path}[${index}]`))
        : [`${path} should be an array`]
    case 'union': {
      const attempts = resolved.of.map((member) => problems(value, member, path))
      return attempts.some((attempt) => attempt.length === 0)
        ? []
        : (attempts.sort((a, b) => a.length - b.length)[0] ?? [])
    }
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`${path} should be an object`]
      const rest = resolved.rest ? resolve(resolved.rest) : undefined
      const attributes = { ...resolved.attributes, ...(rest?.type === 'object' ? rest.attributes : {}) }
      return Object.entries(value).flatMap(([field, child]) => {
        const attribute = attributes[field]
        return attribute
          ? problems(child, attribute.value, `${path}.${field}`)
          : [`${path}.${field} is not in the schema`]
      })
    }
    default:
      return [`${path} has an unknown schema node`]
  }
}

describe('the dataset against studio/schema.json', () => {
  it('uses only fields and values the schema defines', () => {
    const found = data.dataset.documents.flatMap((document) => {
      const node = named.get(document._type)
      return node
        ? problems(document, node, document._id)
        : [`${document._id}: the schema has no type ${document._type}`]
    })
    expect(found).toEqual([])
  })

  it('notices a field the schema does not define and a value it does not allow', () => {
    const service = data.ofType('service')[0]!
    const broken = { ...service, colour: 'teal', audience: [{ _key: 'a', _type: 'reference', _ref: 1 }] }
    expect(problems(broken, named.get('service')!, 'service')).toEqual([
      'service.audience[0]._ref should be a string',
      'service.colour is not in the schema',
    ])
  })
})
