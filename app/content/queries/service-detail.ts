import { defineQuery } from 'groq'
import { CONTACT, IMAGE, LOCATION_FIELDS, OPENING_HOURS, SEO } from './fragments'
import { VISIBLE } from './rules'

/** Everything a service page shows, with the words from services settings that explain it (related services come from the services index). */
export const serviceDetailQuery = defineQuery(`*[_type == "service" && ${VISIBLE} && sync.slug.current == $slug][0]{
  _id,
  "title": sync.title,
  "aliases": sync.aliases,
  "summary": sync.shortServiceDescription,
  "description": sync.longServiceDescription,
  "fee": sync.fee,
  noFee,
  "ndis": sync.ndis,
  "culturalGroup": sync.culturalGroup,
  "culturalGroupDetail": sync.culturalGroupDetail,
  "specialGroup": select(isSpecialGroup == true => specialGroup),
  "suburb": sync.suburb,
  "region": sync.region,
  "state": sync.state,
  "ageStart": sync.ageStart,
  "ageEnd": sync.ageEnd,
  "atsiAgeStart": sync.atsiAgeStart,
  "atsiAgeEnd": sync.atsiAgeEnd,
  "servicesProvided": sync.servicesProvided,
  "delivery": sync.serviceLocation,
  "phone": sync.phone,
  "contact": ${CONTACT},
  "email": sync.email,
  "hours": hours${OPENING_HOURS},
  languages,
  "syncedAt": sync.updatedAt,
  reviewedOn,
  "category": category->{ label, "slug": slug.current, colorPrimary, colorSecondary },
  "supports": support[]->{ label, "slug": slug.current },
  "audiences": audience[]->{ label, "slug": slug.current },
  "thumbnail": thumbnail${IMAGE},
  "locations": (sync.locations[]->)[_type == "location" && ${VISIBLE}] | order(lower(sync.title) asc) {
    ${LOCATION_FIELDS},
    "disabilityAccess": sync.disabilityAccess
  },
  "booking": *[_type == "booking" && service._ref == ^._id && defined(slug.current)][0]{ title, "slug": slug.current },
  "bookingSlugs": *[_type == "booking" && defined(slug.current)].slug.current,
  "settings": *[_type == "servicesSettings" && _id == "servicesSettings"][0]{
    feeDescription,
    culturalGroupDescriptions[]{ name, title, description },
    serviceLocations[]{ value, label, description }
  },
  "seo": seo${SEO}
}`)
