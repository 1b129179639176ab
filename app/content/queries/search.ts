import { defineQuery } from 'groq'
import { SERVICE_CARD } from './fragments'
import { VISIBLE } from './rules'

/** A page's ancestors' slugs, outermost first (pages nest up to three levels). */
const PAGE_ANCESTORS = `array::compact([parent->parent->slug.current, parent->slug.current])`

/** The words of a page-builder page: section headings, texts, cards, slides and questions with answers. */
const SECTIONS_TEXT = `array::compact([
  ...sections[].heading,
  ...sections[].text,
  ...sections[].intro,
  ...sections[].cards[].title,
  ...sections[].cards[].text,
  ...sections[].slides[].title,
  ...sections[].slides[].text,
  ...sections[].items[].question,
  pt::text(sections[].body[]),
  pt::text(sections[].items[].answer[])
])`

/**
 * Everything the site search (app/search/) indexes, in one read per content version. Only what a
 * visitor can open: visible services and locations, and published documents with an address. The
 * search index always reads the published perspective, so drafts never enter it. Services come from
 * the services index's read (finderIndexQuery), which has everything the search needs of them.
 */
export const searchIndexQuery = defineQuery(`{
  "locations": *[_type == "location" && ${VISIBLE} && defined(sync.slug.current)] {
    _id,
    "title": sync.title,
    "slug": sync.slug.current,
    "address": sync.siteAddress,
    "suburb": sync.suburb,
    "postcode": sync.postcode,
    "lga": sync.lga,
    "state": sync.state
  },
  "articles": *[_type == "article" && defined(slug.current)] {
    _id,
    title,
    "slug": slug.current,
    summary,
    "body": pt::text(body),
    "category": category->title,
    publishedAt
  },
  "pages": *[_type == "page" && defined(slug.current)] {
    _id,
    title,
    "slug": slug.current,
    "ancestors": ${PAGE_ANCESTORS},
    summary,
    "text": ${SECTIONS_TEXT}
  },
  "campaigns": *[_type == "campaign" && defined(slug.current)] {
    _id,
    title,
    "slug": slug.current,
    summary,
    "text": ${SECTIONS_TEXT}
  },
  "openRoles": *[_type == "openRole" && defined(slug.current)] {
    _id,
    title,
    "slug": slug.current,
    summary,
    location,
    employmentType,
    closingDate,
    "body": pt::text(description)
  },
  "policies": *[_type == "policy" && defined(slug.current)] {
    _id,
    title,
    "slug": slug.current,
    summary,
    "body": pt::text(body)
  },
  "topics": *[_type in ["category", "support", "audience", "expertise"] && defined(slug.current)] {
    _id,
    _type,
    "title": label,
    "slug": slug.current,
    description
  },
  "listings": *[_type in ["servicesSettings", "locationsSettings", "articlesSettings", "careersSettings", "servicesFilter"]] {
    _id,
    _type,
    title,
    intro
  },
  "states": *[_type == "servicesSettings" && _id == "servicesSettings"][0].states[]{ code, name }
}`)

/** The search page's own settings, and the popular services offered when a search finds nothing. */
export const searchSettingsQuery = defineQuery(`*[_type == "searchSettings" && _id == "searchSettings"][0]{
  title,
  intro,
  "seo": seo{ description, noIndex },
  "popularServices": (popularServices[]->)[_type == "service" && ${VISIBLE}] ${SERVICE_CARD}
}`)
