import { VISIBLE } from './rules'

/**
 * Projections shared by many queries. Shaping happens here, in GROQ, so components receive exactly
 * what they render.
 */

/**
 * What an image URL needs: the asset's id (which also names its intrinsic size, image-<sha1>-<w>x<h>-<ext>),
 * and the editor's crop and focal point only when they set them. Every page sends these to the browser
 * for hydration, so nothing more.
 */
const IMAGE_SOURCE = `
  "asset": asset{ _ref },
  defined(crop) => { "crop": crop{ top, bottom, left, right } },
  defined(hotspot) => { "hotspot": hotspot{ x, y, width, height } }` as const

/** An image with its alt text (falling back to the asset's own). */
export const IMAGE = `{${IMAGE_SOURCE},
  "alt": coalesce(alt, asset->altText, "")
}` as const

/** An image shown as decoration beside text that says the same (cards): its alt text is never used. */
export const DECORATIVE_IMAGE = `{${IMAGE_SOURCE}
}` as const

/**
 * What the link resolver (app/content/links.ts) needs to turn a link into an href. No _key: lists of
 * links are keyed by position (they only change with the content, which renders them anew).
 */
export const LINK = `{
  title,
  type,
  newWindow,
  external,
  email,
  anchor,
  query,
  "file": file.asset->{ _id, extension, originalFilename },
  "internal": internal->{
    _type,
    "slug": coalesce(sync.slug.current, slug.current),
    "ancestors": [parent->parent->slug.current, parent->slug.current],
    "visible": select(_type in ["service", "location"] => ${VISIBLE}, true)
  },
  "articlesCategory": articlesCategory->slug.current
}` as const

/**
 * How to reach the organisation, from the site settings: for the pages that show it in full (contact
 * sections, service pages). Every page's footer needs only the phone line, in settingsQuery.
 */
export const CONTACT = `*[_type == "settings" && _id == "settings"][0].contact{
  phone,
  phoneDescription,
  communicationMethods[]{ title, description, icon, "link": link${LINK} },
  needAHand{ title, phoneAvailability, description, "buttons": buttons[]${LINK} }
}` as const

export const SEO = `{
  title,
  description,
  noIndex,
  "image": image${IMAGE}
}` as const

/** Portable Text with its link annotations and inline images shaped for rendering. */
export const BLOCK_CONTENT = `{
  ...,
  _type == "block" => { markDefs[]{ ..., _type == "link" => ${LINK} } },
  _type == "imageWithAlt" => ${IMAGE}
}` as const

/** A service as a card: title, summary, category colours and thumbnail. */
export const SERVICE_CARD = `{
  _id,
  "title": sync.title,
  "slug": sync.slug.current,
  "summary": sync.shortServiceDescription,
  "suburb": sync.suburb,
  "state": sync.state,
  "category": category->{ label, colorPrimary, colorSecondary },
  "thumbnail": thumbnail${DECORATIVE_IMAGE}
}` as const

/**
 * Structured opening hours (the Studio's `openingHours` object), as app/opening-hours reads them: each
 * day's intervals, public holidays, temporary closures, the note for exceptions and the time zone.
 */
export const OPENING_HOURS = `{
  "monday": monday[]{ opens, closes },
  "tuesday": tuesday[]{ opens, closes },
  "wednesday": wednesday[]{ opens, closes },
  "thursday": thursday[]{ opens, closes },
  "friday": friday[]{ opens, closes },
  "saturday": saturday[]{ opens, closes },
  "sunday": sunday[]{ opens, closes },
  publicHolidays,
  "publicHolidayHours": publicHolidayHours[]{ opens, closes },
  "closures": closures[]{ from, to, note },
  note,
  timeZone
}` as const

/**
 * A location as cards, pins and service pages show it: name, page, address, phone and position, and
 * its opening hours (the structured ones; the synced text only shows while those are not set).
 */
export const LOCATION_FIELDS = `
  _id,
  "title": sync.title,
  "slug": sync.slug.current,
  "address": sync.siteAddress,
  "suburb": sync.suburb,
  "postcode": sync.postcode,
  "state": sync.state,
  "phone": sync.phone,
  "latitude": sync.latitude,
  "longitude": sync.longitude,
  "hours": hours${OPENING_HOURS},
  "openingHours": sync.openingHours` as const

/**
 * A service as the finder's index and the service's own page both read it (finderIndexQuery,
 * serviceDetailQuery): its names and descriptions, what it costs and who it is for, where and how it
 * is offered, its thumbnail and its opening hours. Each query adds what only it needs.
 */
export const SERVICE_FIELDS = `
  _id,
  "title": sync.title,
  "aliases": sync.aliases,
  "summary": sync.shortServiceDescription,
  "description": sync.longServiceDescription,
  "servicesProvided": sync.servicesProvided,
  noFee,
  "ndis": sync.ndis,
  "culturalGroup": sync.culturalGroup,
  "delivery": sync.serviceLocation,
  "suburb": sync.suburb,
  "region": sync.region,
  "state": sync.state,
  "ageStart": sync.ageStart,
  "ageEnd": sync.ageEnd,
  "atsiAgeStart": sync.atsiAgeStart,
  "atsiAgeEnd": sync.atsiAgeEnd,
  "thumbnail": thumbnail${IMAGE},
  "hours": hours${OPENING_HOURS}` as const
