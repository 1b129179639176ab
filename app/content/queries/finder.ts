import { defineQuery } from 'groq'
import { OPENING_HOURS, SERVICE_FIELDS } from './fragments'
import { AUDIENCE_ORDER, LABEL_ORDER, SERVICE_ORDER, VISIBLE } from './rules'

/**
 * Everything the services finder (app/services/) indexes, in one read per content version: every
 * visible service in title order, every visible location, the taxonomy and the finder's lists from
 * services settings. Taxonomy and locations are referenced by slug or id and joined when the index is
 * built, so each is read once rather than once per service. Opening hours serve the finder's 'Open
 * now' and 'Open on weekends'. The search index (app/search/) reads its
 * services from this read too: hence their labels.
 */
export const finderIndexQuery = defineQuery(`{
  "services": *[_type == "service" && ${VISIBLE}] | ${SERVICE_ORDER} {
    ${SERVICE_FIELDS},
    "slug": sync.slug.current,
    "category": category->slug.current,
    "supports": support[]->slug.current,
    "audiences": audience[]->slug.current,
    "labels": array::compact([category->label, ...support[]->label, ...audience[]->label]),
    "expertise": expertise[]->slug.current,
    isSpecialGroup,
    specialGroup,
    "locations": sync.locations[]._ref
  },
  "locations": *[_type == "location" && ${VISIBLE}] {
    _id,
    "title": sync.title,
    "slug": sync.slug.current,
    "suburb": sync.suburb,
    "postcode": sync.postcode,
    "state": sync.state,
    "latitude": sync.latitude,
    "longitude": sync.longitude,
    "hours": hours${OPENING_HOURS}
  },
  "categories": *[_type == "category"] | ${LABEL_ORDER} {
    label,
    "slug": slug.current,
    colorPrimary,
    colorSecondary,
    "supports": *[_type == "support" && category._ref == ^._id] | ${LABEL_ORDER} { label, "slug": slug.current }
  },
  "audiences": *[_type == "audience"] | ${AUDIENCE_ORDER} { label, "slug": slug.current },
  "expertise": *[_type == "expertise"] | ${LABEL_ORDER} { label, "slug": slug.current, patterns },
  "settings": *[_type == "servicesSettings" && _id == "servicesSettings"][0]{
    ageGroupNames[]{ name, ageStart, ageEnd },
    culturalGroupDescriptions[]{ name, title, description },
    serviceLocations[]{ value, label, description },
    specialGroups[]{ name, description },
    states[]{ code, name }
  }
}`)
