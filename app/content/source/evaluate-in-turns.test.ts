import { readFileSync } from 'node:fs'
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { parseNdjson } from './dataset.server'
import { evaluateInTurns } from './evaluate-in-turns'

const documents = (await parseNdjson(readFileSync('dataset/bundled/data.ndjson', 'utf8'))).filter(
  (document) => !document._id.startsWith('drafts.'),
)
const byId = new Map(documents.map((document) => [document._id, document]))

/** Every query the site runs, by module and name. */
const queries = Object.entries(import.meta.glob<Record<string, unknown>>('../queries/*.ts', { eager: true })).flatMap(
  ([file, module]) =>
    Object.entries(module)
      .filter((entry): entry is [string, string] => entry[0].endsWith('Query') && typeof entry[1] === 'string')
      .map(([name, query]) => [`${file.replace('../queries/', '')} ${name}`, query] as const),
)

/** Parameters that find something in the bundled dataset. */
const params = {
  slug: 'home-care-packages-greenway',
  type: 'category',
  category: 'news',
  path: '/service/home-care-packages-greenway',
}

const dereference = ({ _ref }: { _ref: string }) => byId.get(_ref) ?? null
const timestamp = new Date()

/** Takes a turn after every slice: the most slices a query can be cut into. */
const everySlice = () => {
  let pauses = 0
  return {
    due: () => true,
    pause: () => {
      pauses += 1
      return Promise.resolve()
    },
    pauses: () => pauses,
  }
}

describe('evaluateInTurns', () => {
  it('covers the site’s queries', () => {
    expect(queries.length).toBeGreaterThan(20)
  })

  it.each(queries)('%s gives the result groq-js gives', async (_name, query) => {
    const tree = parse(query)
    const expected = await (await evaluate(tree, { dataset: documents, params, dereference, timestamp })).get()
    expect(await evaluateInTurns(tree, { dataset: documents, params, dereference, timestamp }, everySlice())).toEqual(
      expected,
    )
  })

  it('pauses between slices of a filter, an order and a projection over a list, and in a top-level object', async () => {
    const many = Array.from({ length: 500 }, (_, n) => ({
      _id: `doc-${n}`,
      _type: 'service',
      n,
      owner: { _type: 'reference', _ref: `doc-${(n * 7) % 500}` },
    }))
    const ids = new Map(many.map((document) => [document._id, document]))
    const turns = everySlice()
    const result = await evaluateInTurns(
      parse(
        '{ "even": *[_type == "service" && n % 2 == 0] | order(n desc) { n, "owner": owner->n }, "count": count(*) }',
      ),
      { dataset: many, dereference: ({ _ref }) => ids.get(_ref) ?? null },
      turns,
    )
    expect(result).toEqual({
      even: many
        .filter(({ n }) => n % 2 === 0)
        .reverse()
        .map(({ n }) => ({ n, owner: (n * 7) % 500 })),
      count: 500,
    })
    expect(turns.pauses()).toBeGreaterThan(2)
  })

  it('orders keys of every type, in both directions, as groq-js does', async () => {
    const values = [
      3,
      'b',
      null,
      true,
      '2024-01-02T00:00:00Z',
      1.5,
      'a',
      false,
      { x: 1 },
      [1],
      'B',
      -2,
      undefined,
      '2023-05-01T10:00:00Z',
    ]
    const items = values.flatMap((value, n) => [
      { _id: `a${n}`, _type: 'item', value, n, group: n % 3 },
      { _id: `b${n}`, _type: 'item', value, n: -n, group: (n + 1) % 3 },
    ])
    for (const query of [
      '*[_type == "item"] | order(value asc, n desc)._id',
      '*[_type == "item"] | order(group desc, value)._id',
      '*[_type == "item"] | order(dateTime(value) desc, lower(value) asc)._id',
      '*[_type == "item"] | order(defined(value), n)._id',
    ]) {
      const tree = parse(query)
      const expected = await (await evaluate(tree, { dataset: items, timestamp })).get()
      expect(await evaluateInTurns(tree, { dataset: items, timestamp }, everySlice()), query).toEqual(expected)
    }
  })
})
