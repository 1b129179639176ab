import { defineQuery } from 'groq'
import { LINK } from './fragments'
import { VISIBLE } from './rules'

/** Every legacy path editors redirect, with where it goes. */
export const redirectsQuery = defineQuery(`*[_type == "redirect" && defined(from)]{
  _id,
  from,
  permanent,
  "to": to${LINK}
}`)

/**
 * Every page a legacy path can be resolved to by its pattern (app/redirects/legacy-patterns.ts): each
 * visible service and location, article, taxonomy term, policy, content page, open role and article
 * category, with what its new address is made from.
 */
export const legacyTargetsQuery = defineQuery(`*[
  (_type in ["service", "location"] && ${VISIBLE}) ||
  _type in ["article", "articleCategory", "support", "category", "audience", "expertise", "policy", "page", "openRole"]
]{
  _type,
  "slug": coalesce(sync.slug.current, slug.current),
  "ancestors": [parent->parent->slug.current, parent->slug.current],
  "suburb": sync.suburb
}[defined(slug)]`)
