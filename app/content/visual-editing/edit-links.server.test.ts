import { vercelStegaCombine } from '@vercel/stega'
import { describe, expect, it } from 'vitest'
import { referencesOf, valueSourceMap } from './edit-links.server'
import type { SourceDocument } from './source-map.server'

const documents: SourceDocument[] = [
  { _id: 'category-aged-care', _type: 'category', label: 'Aged care', slug: { _type: 'slug', current: 'aged-care' } },
  { _id: 'support-help-at-home', _type: 'support', label: 'Help at home' },
  {
    _id: 'service-1',
    _type: 'service',
    category: { _type: 'reference', _ref: 'category-aged-care' },
    thumbnail: { _type: 'image', asset: { _type: 'reference', _ref: 'image-abc-10x10-png' } },
    sync: {
      title: 'Home care – Parramatta',
      suburb: 'Parramatta',
      state: 'NSW',
      shortServiceDescription: 'Care at home, so you can keep living the way you want to.',
      longServiceDescription:
        'A care partner plans your care with you. We arrange help with showering, cleaning and meals.',
    },
    seo: { description: 'Home care – Parramatta' },
    notes: ['Same words', 'Same words'],
  },
  { _id: 'article-1', _type: 'article', title: 'Hub opens', seo: { title: 'Hub opens' } },
  {
    _id: 'servicesSettings',
    _type: 'servicesSettings',
    serviceLocations: [{ _key: 'home', value: 'At home', label: 'At your home' }],
  },
]
const byId = (id: string) => documents.find((document) => document._id === id)

/** Where the map says a result path's string comes from: `document path`, or undefined. */
function sourceOf(map: ReturnType<typeof valueSourceMap>, resultPath: string): string | undefined {
  const mapping = map.mappings[resultPath]
  return mapping?.type === 'value' && mapping.source.type === 'documentValue'
    ? `${map.documents[mapping.source.document]?._id} ${map.paths[mapping.source.path]}`
    : undefined
}

describe('valueSourceMap', () => {
  it("matches a card's texts to the one field holding each, in its document or one it refers to", () => {
    const card = {
      _id: 'service-1',
      title: 'Home care – Parramatta',
      summary: 'Care at home, so you can keep living the way you want to.',
      category: { label: 'Aged care' },
    }
    const map = valueSourceMap([card, { _id: 'article-1', title: 'Hub opens' }], byId)
    // sync.title and seo.description hold the title: the field named like the key wins.
    expect(sourceOf(map, "$[0]['title']")).toBe("service-1 $['sync']['title']")
    // title and seo.title hold it: the outermost of the fields named like the key.
    expect(sourceOf(map, "$[1]['title']")).toBe("article-1 $['title']")
    expect(sourceOf(map, "$[0]['summary']")).toBe("service-1 $['sync']['shortServiceDescription']")
    expect(sourceOf(map, "$[0]['category']['label']")).toBe("category-aged-care $['label']")
  })

  it('leaves a text unmapped when no field or more than one holds it, or it already has a link', () => {
    const map = valueSourceMap(
      {
        _id: 'service-1',
        made: 'Home care near you',
        note: 'Same words',
        linked: vercelStegaCombine('Parramatta', { href: '/x' }),
      },
      byId,
    )
    expect(map.mappings).toEqual({})
  })

  it('looks up texts no object names in the documents given for them (a list of options)', () => {
    const facets = {
      delivery: [{ value: 'At home', label: 'At your home' }],
      supports: [{ value: 'help-at-home', label: 'Help at home' }],
    }
    const map = valueSourceMap(facets, byId, documents)
    expect(sourceOf(map, "$['delivery'][0]['label']")).toBe(
      "servicesSettings $['serviceLocations'][?(@._key=='home')]['label']",
    )
    expect(sourceOf(map, "$['supports'][0]['label']")).toBe("support-help-at-home $['label']")
    expect(valueSourceMap(facets, byId).mappings).toEqual({})
  })

  it('links a text in parts by its last part, a cut passage to the field containing it, and a joined line by its first part', () => {
    const item = {
      id: 'service-1',
      title: [{ text: 'Home ' }, { text: 'care', mark: true }, { text: ' – Parramatta' }],
      snippet: [{ text: '…We arrange help with ' }, { text: 'showering', mark: true }, { text: ', cleaning…' }],
      detail: 'Parramatta, New South Wales',
    }
    const map = valueSourceMap(item, byId)
    expect(sourceOf(map, "$['title'][2]['text']")).toBe("service-1 $['sync']['title']")
    expect(sourceOf(map, "$['snippet'][2]['text']")).toBe("service-1 $['sync']['longServiceDescription']")
    expect(sourceOf(map, "$['detail']")).toBe("service-1 $['sync']['suburb']")
  })

  it('links each part of a passage across fields that is a whole field of a few words', () => {
    const item = {
      id: 'service-1',
      snippet: [
        { text: 'Care at home, so you can keep living the way you want to. ' },
        { text: 'Care', mark: true },
        { text: ' partner…' },
      ],
    }
    const map = valueSourceMap(item, byId)
    expect(sourceOf(map, "$['snippet'][0]['text']")).toBe("service-1 $['sync']['shortServiceDescription']")
    expect(map.mappings["$['snippet'][2]['text']"]).toBeUndefined()
  })
})

describe('referencesOf', () => {
  it('lists the documents a document refers to, not its assets', () => {
    expect(referencesOf(byId('service-1')!)).toEqual(['category-aged-care'])
  })
})
