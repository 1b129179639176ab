import { VISIBLE } from './rules'

/**
 * Projections shared by many queries. Shaping happens here, in GROQ, so components receive exactly
 * what they render.
 */

/** An image with its alt text (falling back to the asset's own) and intrinsic size. */
export const IMAGE = `{
  asset,
  crop,
  hotspot,
  "alt": coalesce(alt, asset->altText, ""),
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height
}` as const

/** What the link resolver (app/content/links.ts) needs to turn a link into an href. */
export const LINK = `{
  _key,
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
  communicationMethods[]{ _key, title, description, icon, "link": link${LINK} },
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
  "category": category->{ label, "slug": slug.current, colorPrimary, colorSecondary },
  "thumbnail": thumbnail${IMAGE}
}` as const

/** A location as cards, pins and service pages show it: name, page, address, phone and position. */
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
  "longitude": sync.longitude` as const
