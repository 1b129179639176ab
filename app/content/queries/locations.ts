import { defineQuery } from 'groq'
import { LOCATION_FIELDS, SEO } from './fragments'
import { SERVICE_ORDER, VISIBLE } from './rules'

/** The visible services offered at the location in scope (`^`): only those with a page to link to. */
const SERVICES_HERE = `*[_type == "service" && ${VISIBLE} && defined(sync.slug.current) && ^._id in sync.locations[]._ref]`

/**
 * The locations page: its words, and every visible location with a page, by title (SPEC 9 orders
 * services by sync title; locations follow the same rule), each with how many services it offers.
 * Filtering and sorting by distance happen in app/locations/, over this one cached read.
 */
export const locationsListQuery = defineQuery(`{
  "settings": *[_type == "locationsSettings" && _id == "locationsSettings"][0]{ title, intro, "seo": seo${SEO} },
  "locations": *[_type == "location" && ${VISIBLE} && defined(sync.slug.current)] | ${SERVICE_ORDER} {
    ${LOCATION_FIELDS},
    "serviceCount": count(${SERVICES_HERE})
  }
}`)

/** Everything a location page shows, with the services offered there by title. */
export const locationDetailQuery = defineQuery(`*[_type == "location" && ${VISIBLE} && sync.slug.current == $slug][0]{
  ${LOCATION_FIELDS},
  "lga": sync.lga,
  "disabilityAccess": sync.disabilityAccess,
  "openingHours": sync.openingHours,
  "services": ${SERVICES_HERE} | ${SERVICE_ORDER} { _id, "title": sync.title, "slug": sync.slug.current, "summary": sync.shortServiceDescription }
}`)
