import { stegaClean } from '@sanity/client/stega'
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { localSourceMap, type SourceDocument } from './source-map.server'
import { withStega } from './stega.server'

const article = {
  _id: 'article-1',
  _type: 'article',
  title: 'Hub opens',
  slug: { _type: 'slug', current: 'hub-opens' },
  body: [
    {
      _key: 'b1',
      _type: 'block',
      style: 'normal',
      markDefs: [],
      children: [{ _key: 's1', _type: 'span', marks: ['strong'], text: 'First words' }],
    },
    {
      _key: 'b2',
      _type: 'block',
      style: 'h2',
      markDefs: [],
      children: [{ _key: 's2', _type: 'span', marks: [], text: 'A heading' }],
    },
  ],
}
const documents = new Map([[article._id, article]])
const byId = (id: string) => documents.get(id)

/** What a query projecting the article returns: renamed, computed and filtered values beside its own fields. */
const result = {
  _id: 'article-1',
  title: 'Hub opens',
  slug: 'hub-opens',
  heading: 'Hub opens',
  body: [article.body[1]],
  notADocument: { title: 'Hub opens' },
}

/** Where the map says a result path's string comes from: `document path`, or undefined. */
function sourceOf(map: ReturnType<typeof localSourceMap>, resultPath: string): string | undefined {
  const mapping = map.mappings[resultPath]
  return mapping?.type === 'value' && mapping.source.type === 'documentValue'
    ? `${map.documents[mapping.source.document]?._id} ${map.paths[mapping.source.path]}`
    : undefined
}

describe('localSourceMap, from the result alone', () => {
  it('maps each string to the same field of the document it came from, array items by key', () => {
    const map = localSourceMap(result, byId)
    expect(map.documents).toEqual([{ _id: 'article-1', _type: 'article' }])
    expect(sourceOf(map, "$['title']")).toBe("article-1 $['title']")
    expect(sourceOf(map, "$['body'][0]['children'][0]['text']")).toBe(
      "article-1 $['body'][?(@._key=='b2')]['children'][?(@._key=='s2')]['text']",
    )
  })

  it('leaves renamed, reshaped and unknown values unmapped rather than guess', () => {
    const map = localSourceMap(result, byId)
    expect(map.mappings["$['slug']"]).toBeUndefined()
    expect(map.mappings["$['heading']"]).toBeUndefined()
    expect(map.mappings["$['notADocument']['title']"]).toBeUndefined()
    expect(localSourceMap({ _id: 'no-such-document', title: 'Hub opens' }, byId).mappings).toEqual({})
  })
})

describe('localSourceMap, following the query', () => {
  const dataset: SourceDocument[] = [
    { _id: 'settings', _type: 'settings', title: 'Altogether', contact: { phoneDescription: 'Call us any day' } },
    { _id: 'category-aged-care', _type: 'category', label: 'Aged care' },
    {
      _id: 'service-1',
      _type: 'service',
      category: { _type: 'reference', _ref: 'category-aged-care' },
      sync: { title: 'Home care – Parramatta', aliases: ['HCP', 'Home care package'] },
      seo: { title: 'Home care – Parramatta' },
    },
    { _id: 'service-2', _type: 'service', _originalId: 'drafts.service-2', sync: { title: 'Draft title' } },
    {
      _id: 'home',
      _type: 'home',
      sections: [
        { _key: 'hero', _type: 'heroSection', heading: 'Welcome', text: 'Care at home' },
        {
          _key: 'list',
          _type: 'serviceListSection',
          heading: 'Popular',
          services: [{ _type: 'reference', _ref: 'service-1', _key: 'r1' }],
        },
      ],
    },
  ]
  const byDocumentId = (id: string) => dataset.find((document) => document._id === id)

  async function mapped(query: string, params: Record<string, unknown> = {}) {
    const tree = parse(query)
    const value = await (
      await evaluate(tree, { dataset, params, dereference: ({ _ref }) => byDocumentId(_ref) ?? null })
    ).get()
    return { value, map: localSourceMap(value, byDocumentId, tree) }
  }

  it('follows renamed fields and references to the fields they came from', async () => {
    const { map } = await mapped(
      `*[_type == "service" && _id == "service-1"][0]{ _id, "title": sync.title, "aliases": sync.aliases, "category": category->{ label } }`,
    )
    expect(sourceOf(map, "$['title']")).toBe("service-1 $['sync']['title']")
    expect(sourceOf(map, "$['aliases'][1]")).toBe("service-1 $['sync']['aliases'][1]")
    expect(sourceOf(map, "$['category']['label']")).toBe("category-aged-care $['label']")
  })

  it('finds a singleton by the id its filter pins, without an _id in the projection, and a part of it', async () => {
    const { map } = await mapped(
      `{ "site": *[_type == "settings" && _id == "settings"][0]{ title }, "contact": *[_id == "settings"][0].contact{ phoneDescription } }`,
    )
    expect(sourceOf(map, "$['site']['title']")).toBe("settings $['title']")
    expect(sourceOf(map, "$['contact']['phoneDescription']")).toBe("settings $['contact']['phoneDescription']")
  })

  it('maps arrays item by item through conditional fields, and lists inside a select', async () => {
    const { map } = await mapped(`*[_id == "home"][0]{
      "sections": sections[]{
        _key, heading,
        _type == "heroSection" => { text },
        _type == "serviceListSection" => { "services": select(defined(services) => (services[]->)[_type == "service"]{ _id, "title": sync.title }, []) }
      }
    }`)
    expect(sourceOf(map, "$['sections'][0]['heading']")).toBe("home $['sections'][?(@._key=='hero')]['heading']")
    expect(sourceOf(map, "$['sections'][0]['text']")).toBe("home $['sections'][?(@._key=='hero')]['text']")
    expect(sourceOf(map, "$['sections'][1]['services'][0]['title']")).toBe("service-1 $['sync']['title']")
  })

  it('links a draft by its own id, and never maps a computed value', async () => {
    const { map } = await mapped(
      `*[_id == "service-2"][0]{ _id, "title": sync.title, "loud": upper(sync.title), "joined": sync.title + "!" }`,
    )
    expect(sourceOf(map, "$['title']")).toBe("drafts.service-2 $['sync']['title']")
    expect(map.mappings["$['loud']"]).toBeUndefined()
    expect(map.mappings["$['joined']"]).toBeUndefined()
  })

  it('maps a renamed field only where the document holds exactly that string', async () => {
    const { value, map } = await mapped(
      `*[_id == "service-1"][0]{ _id, "title": coalesce(sync.missing, "Written here") }`,
    )
    expect(value).toEqual({ _id: 'service-1', title: 'Written here' })
    expect(map.mappings).toEqual(expect.not.objectContaining({ "$['title']": expect.anything() }))
  })
})

describe('withStega', () => {
  it('hides an edit link to the Studio in text, and leaves values the code reads as they are', async () => {
    const encoded = await withStega(result, localSourceMap(result, byId), 'https://studio.example.org')
    expect(encoded.title).not.toBe('Hub opens')
    expect(stegaClean(encoded.title)).toBe('Hub opens')
    expect(encoded.body[0]?.children[0]?.text).not.toBe('A heading')
    expect(encoded.body[0]?.style).toBe('h2')
    expect(encoded.body[0]?._key).toBe('b2')
    expect(encoded.slug).toBe('hub-opens')
    expect(encoded._id).toBe('article-1')
  })

  it('leaves a result without a source map alone', async () => {
    expect(await withStega(result, undefined, 'https://studio.example.org')).toBe(result)
  })
})
