import { defineQuery } from 'groq'
import { BLOCK_CONTENT, SEO } from './fragments'
import { VISIBLE } from './rules'

/**
 * A booking page: its words, the sections it asks for, the service it books and the locations offering
 * that service (the 'where' choice). `notifyEmail` is for the server only: loaders must not pass it on.
 */
export const bookingPageQuery = defineQuery(`*[_type == "booking" && slug.current == $slug][0]{
  _id,
  title,
  "slug": slug.current,
  "intro": intro[]${BLOCK_CONTENT},
  askFor,
  "confirmation": confirmation[]${BLOCK_CONTENT},
  notifyEmail,
  "service": *[_type == "service" && _id == ^.service._ref && ${VISIBLE}][0]{
    "title": sync.title,
    "slug": sync.slug.current,
    "summary": sync.shortServiceDescription,
    "locations": (sync.locations[]->)[_type == "location" && ${VISIBLE}] | order(lower(sync.title) asc) {
      _id,
      "title": sync.title,
      "suburb": sync.suburb,
      "state": sync.state
    }
  },
  "seo": seo${SEO}
}`)
