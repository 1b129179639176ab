import { defineQuery } from 'groq'
import { CONTACT, LOCATION_FIELDS, SEO, SERVICE_FIELDS } from './fragments'
import { VISIBLE } from './rules'

/** Everything a service page shows, with the words from services settings that explain it (related services come from the services index). */
export const serviceDetailQuery = defineQuery(`*[_type == "service" && ${VISIBLE} && sync.slug.current == $slug][0]{
  ${SERVICE_FIELDS},
  "fee": sync.fee,
  "culturalGroupDetail": sync.culturalGroupDetail,
  "specialGroup": select(isSpecialGroup == true => specialGroup),
  "phone": sync.phone,
  "contact": ${CONTACT},
  "email": sync.email,
  languages,
  "syncedAt": sync.updatedAt,
  reviewedOn,
  "category": category->{ label, "slug": slug.current, colorPrimary, colorSecondary },
  "supports": support[]->{ label, "slug": slug.current },
  "audiences": audience[]->{ label, "slug": slug.current },
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
