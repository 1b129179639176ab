import { defineQuery } from 'groq'
import { BLOCK_CONTENT, SEO } from './fragments'
import { VISIBLE } from './rules'

/** The locations offering a service, for the booking form's 'where' choice. */
const SERVICE_LOCATIONS = `(sync.locations[]->)[_type == "location" && ${VISIBLE}] | order(lower(sync.title) asc) {
  _id,
  "title": sync.title,
  "suburb": sync.suburb,
  "state": sync.state
}`

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
  "service": [service->][_type == "service" && ${VISIBLE}][0]{
    _id,
    "title": sync.title,
    "slug": sync.slug.current,
    "summary": sync.shortServiceDescription,
    "locations": ${SERVICE_LOCATIONS}
  },
  "seo": seo${SEO}
}`)

/**
 * What the default booking of a service without a booking document of its own is built from
 * (app/bookings/default-booking.ts): the service, its locations and intake address, the organisation's
 * address for a service without one, and the slugs booking documents already use.
 */
export const defaultBookingQuery = defineQuery(`{
  "service": *[_type == "service" && ${VISIBLE} && sync.slug.current == $slug][0]{
    _id,
    "title": sync.title,
    "slug": sync.slug.current,
    "summary": sync.shortServiceDescription,
    "ndis": sync.ndis,
    "intakeEmail": sync.email,
    "hasOwnBooking": count(*[_type == "booking" && service._ref == ^._id && defined(slug.current)]) > 0,
    "locations": ${SERVICE_LOCATIONS}
  },
  "organisationEmail": *[_type == "settings" && _id == "settings"][0].contact.communicationMethods[link.type == "email"][0].link.email,
  "bookingSlugs": *[_type == "booking" && defined(slug.current)].slug.current
}`)
