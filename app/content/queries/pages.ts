import { defineQuery } from 'groq'
import { SEO } from './fragments'
import { SECTIONS } from './sections'

/** A page's address: its ancestors' slugs then its own, joined by "/" (pages nest up to three levels). */
const PAGE_PATH = `array::join(array::compact([parent->parent->slug.current, parent->slug.current, slug.current]), "/")`

/**
 * A content page by its full path without the leading slash, e.g. "about-us/leadership/board".
 * Ancestors carry their `_id` so that in preview their titles in the breadcrumbs link to their fields
 * (a list built with array::compact cannot be traced: app/content/visual-editing/source-map.server.ts).
 */
export const pageByPathQuery = defineQuery(`*[_type == "page" && slug.current == $slug && ${PAGE_PATH} == $path][0]{
  _id,
  title,
  summary,
  "ancestors": array::compact([
    parent->parent->{ _id, title, "path": ${PAGE_PATH} },
    parent->{ _id, title, "path": ${PAGE_PATH} }
  ]),
  "children": *[_type == "page" && parent._ref == ^._id] | order(lower(title) asc) { _id, title, summary, "path": ${PAGE_PATH} },
  "sections": sections[]${SECTIONS},
  "seo": seo${SEO}
}`)
