import { evaluate, parse } from 'groq-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { VISIBLE } from '~/content/queries/rules'
import { presentedDocuments, type PresentedDocument } from '../tests/support/presentation-locations'
import { documentLocations, LOCATION_SELECTS, TYPES_WITHOUT_PAGES } from './document-locations'
import { schemaTypes } from './schemaTypes'

let documents: PresentedDocument[]
beforeAll(async () => {
  documents = await presentedDocuments()
})

/** Whether the site shows a service or location (SPEC 4), by the site's own GROQ rule. */
async function visibleByTheSitesRule(document: PresentedDocument): Promise<boolean> {
  const { selected } = document
  // The rule reads these fields: rebuild the document from what Presentation selected.
  const shaped = { _id: 'x', hidden: selected?.hidden, sync: { deleted: selected?.deleted, status: selected?.status } }
  const found = await (await evaluate(parse(`*[${VISIBLE}]._id`), { dataset: [shaped] })).get()
  return (found as string[]).length === 1
}

describe('the Presentation tool’s locations (issue 34 point 3)', () => {
  it('knows every document type of the schema: each has a page, or is listed as having none', () => {
    const documentTypes = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name)
    const placed = [...Object.keys(LOCATION_SELECTS), ...TYPES_WITHOUT_PAGES]
    expect(documentTypes.toSorted()).toEqual(placed.toSorted())
  })

  it('runs over every document of the bundled dataset, every type with a page among them', () => {
    expect(documents.length).toBe(727)
    const types = new Set(documents.map((document) => document.type))
    for (const type of Object.keys(LOCATION_SELECTS)) expect(types, type).toContain(type)
    for (const type of types)
      expect(
        [...Object.keys(LOCATION_SELECTS), ...TYPES_WITHOUT_PAGES, 'sanity.imageAsset', 'sanity.fileAsset'],
        type,
      ).toContain(type)
  })

  it('gives every document with a page its page, titled with the document’s own title', async () => {
    let withPage = 0
    for (const document of documents.filter((candidate) => candidate.selected)) {
      if ((document.type === 'service' || document.type === 'location') && !(await visibleByTheSitesRule(document)))
        continue
      withPage += 1
      const locations = document.state?.locations ?? []
      expect(locations, document.id).toHaveLength(1)
      const [location] = locations
      expect(location?.href, document.id).toMatch(/^\/[^\s]*$/)
      if (document.type !== 'settings') expect(location?.title, document.id).toBe(document.selected?.title)
      expect(location?.title, document.id).toMatch(/\S/)
    }
    // 164 services (one a draft) and 46 locations, 15 of them hidden, deleted or inactive; 118 other documents with pages.
    expect(withPage).toBe(164 + 46 - 15 + 118)
  })

  it('gives every service and every location with a page its address from the synced slug, and a reason to the others', async () => {
    const synced = documents.filter((document) => document.type === 'service' || document.type === 'location')
    expect(synced).toHaveLength(164 + 46)
    for (const document of synced) {
      const slug = document.selected?.slug as string
      expect(slug, document.id).toMatch(/\S/)
      if (await visibleByTheSitesRule(document)) {
        expect(document.state, document.id).toEqual({
          locations: [{ title: document.selected?.title, href: `/${document.type}s/${slug}` }],
        })
      } else {
        expect(document.state?.locations, document.id).toBeUndefined()
        expect(document.state?.message, document.id).toMatch(
          /^This (service|location) is not on the website: it (is hidden|was deleted|is inactive)/,
        )
      }
    }
  })

  it.each([
    ['service-0002', { title: 'Home Care Packages – Blacktown', href: '/services/home-care-packages-blacktown' }],
    [
      'drafts.service-0002',
      { title: 'Home Care Packages – Blacktown (Draft name change)', href: '/services/home-care-packages-blacktown' },
    ],
    ['location-0001', { title: 'Parramatta Community Hub', href: '/locations/parramatta-community-hub' }],
    [
      'expertise-alcohol-and-other-drugs',
      { title: 'Alcohol and other drugs', href: '/services/expertise/alcohol-and-other-drugs' },
    ],
    ['page-board', { title: 'Our board', href: '/about-us/leadership/board' }],
    ['drafts.page-accessibility-roadmap', { title: expect.any(String), href: '/about-us/accessibility-roadmap' }],
    [
      'openRole-aboriginal-family-worker-darwin',
      { title: 'Aboriginal Family Worker', href: '/work-with-us/careers/open-roles/aboriginal-family-worker-darwin' },
    ],
    ['servicesSettings', { title: 'Services', href: '/services' }],
    ['settings', { title: 'Every page: header, menus and footer', href: '/' }],
  ])('places %s', (id, location) => {
    const document = documents.find((candidate) => candidate.id === id)
    expect(document?.state).toEqual({ locations: [location] })
  })

  it('places an article category on its list of articles', () => {
    const news = documents.find((document) => document.type === 'articleCategory' && document.selected?.slug === 'news')
    expect(news?.state).toEqual({ locations: [{ title: 'News', href: '/articles?category=news' }] })
  })

  it('says why a document has no page rather than guessing an address', () => {
    expect(documentLocations('article', null)).toBeNull()
    expect(documentLocations('article', { title: 'Untitled' })).toEqual({
      message: 'This document has no page yet: give it a slug.',
      tone: 'caution',
    })
    expect(documentLocations('service', { title: 'A service', slug: 'a-service', hidden: true })).toEqual({
      message: 'This service is not on the website: it is hidden from the website.',
      tone: 'caution',
    })
    expect(documentLocations('page', { title: 'Nested', slug: 'c', parent: 'b', grandparent: 'a' })).toEqual({
      locations: [{ title: 'Nested', href: '/a/b/c' }],
    })
  })
})
