import { defineQuery } from 'groq'
import { LOCATION_FIELDS, SEO } from './fragments'
import { SERVICE_ORDER, VISIBLE } from './rules'

/**
 * The locations page: its words, and every visible location with a page, by title (SPEC 9 orders
 * services by sync title; locations follow the same rule). Filtering and sorting by distance happen in
 * app/locations/, over this one cached read; how many services each offers comes from the services
 * index (counting them here would read every service once per location).
 */
export const locationsListQuery = defineQuery(`{
  "settings": *[_type == "locationsSettings" && _id == "locationsSettings"][0]{ title, intro, "seo": seo${SEO} },
  "locations": *[_type == "location" && ${VISIBLE} && defined(sync.slug.current)] | ${SERVICE_ORDER} { ${LOCATION_FIELDS} }
}`)

/** Everything a location page shows; the services offered there come from the services index. */
export const locationDetailQuery = defineQuery(`*[_type == "location" && ${VISIBLE} && sync.slug.current == $slug][0]{
  ${LOCATION_FIELDS},
  "lga": sync.lga,
  "disabilityAccess": sync.disabilityAccess,
  "syncedAt": sync.updatedAt,
  reviewedOn
}`)
