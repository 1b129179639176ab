import { stegaClean } from '@sanity/client/stega'
import { describe, expect, it } from 'vitest'
import { localSourceMap } from './source-map.server'
import { withStega } from './stega.server'

const article = {
  _id: 'article-1',
  _type: 'article',
  title: 'Hub opens',
  slug: { _type: 'slug', current: 'hub-opens' },
  body: [
    { _key: 'b1', _type: 'block', style: 'normal', markDefs: [], children: [{ _key: 's1', _type: 'span', marks: ['strong'], text: 'First words' }] },
    { _key: 'b2', _type: 'block', style: 'h2', markDefs: [], children: [{ _key: 's2', _type: 'span', marks: [], text: 'A heading' }] },
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

describe('localSourceMap', () => {
  it('maps each string to the same field of the document it came from, array items by key', () => {
    const map = localSourceMap(result, byId)
    expect(map.documents).toEqual([{ _id: 'article-1', _type: 'article' }])
    const sourceOf = (resultPath: string) => {
      const mapping = map.mappings[resultPath]
      return mapping?.type === 'value' && mapping.source.type === 'documentValue' ? map.paths[mapping.source.path] : undefined
    }
    expect(sourceOf("$['title']")).toBe("$['title']")
    expect(sourceOf("$['body'][0]['children'][0]['text']")).toBe("$['body'][?(@._key=='b2')]['children'][?(@._key=='s2')]['text']")
  })

  it('leaves renamed, reshaped and unknown values unmapped rather than guess', () => {
    const map = localSourceMap(result, byId)
    expect(map.mappings["$['slug']"]).toBeUndefined()
    expect(map.mappings["$['heading']"]).toBeUndefined()
    expect(map.mappings["$['notADocument']['title']"]).toBeUndefined()
    expect(localSourceMap({ _id: 'no-such-document', title: 'Hub opens' }, byId).mappings).toEqual({})
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
