import { defineQuery } from 'groq'
import { OPENING_HOURS } from './fragments'
import { VISIBLE } from './rules'

/**
 * The Saved page (app/shortlist): the public details of the visible services and locations among
 * `$ids`, whatever order; the page puts them in the visitor's. Only those two types, only what any
 * visitor may read, so an id of anything else finds nothing.
 */
export const savedListingsQuery =
  defineQuery(`*[_type in ["service", "location"] && _id in $ids && ${VISIBLE} && defined(sync.slug.current)]{
  _id,
  _type,
  "title": sync.title,
  "slug": sync.slug.current,
  "phone": sync.phone,
  "summary": sync.shortServiceDescription,
  "address": sync.siteAddress,
  "suburb": sync.suburb,
  "postcode": sync.postcode,
  "state": sync.state,
  "hours": hours${OPENING_HOURS},
  "openingHours": sync.openingHours
}`)
