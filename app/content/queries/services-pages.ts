import { defineQuery } from 'groq'
import { IMAGE, SEO, SERVICE_CARD } from './fragments'
import { AUDIENCE_ORDER, LABEL_ORDER, VISIBLE } from './rules'

/** The finder page's words. */
export const servicesFilterPageQuery = defineQuery(
  `*[_type == "servicesFilter" && _id == "servicesFilter"][0]{ title, intro, "seo": seo${SEO} }`,
)

/** /services: the landing words, categories with their illustration and colours (their service counts come from the services index), audiences, featured services. */
export const servicesLandingQuery = defineQuery(`{
  "settings": *[_type == "servicesSettings" && _id == "servicesSettings"][0]{
    title,
    intro,
    "featured": (featuredServices[]->)[_type == "service" && ${VISIBLE}] ${SERVICE_CARD},
    "seo": seo${SEO}
  },
  "categories": *[_type == "category"] | ${LABEL_ORDER} {
    _id, label, "slug": slug.current, description, colorPrimary, colorSecondary, whiteNavbar,
    "illustration": landingIllustration${IMAGE}
  },
  "audiences": *[_type == "audience"] | ${AUDIENCE_ORDER} { _id, label, "slug": slug.current, description, "illustration": illustration${IMAGE} }
}`)

/**
 * A category, support, audience or area of expertise by its type and slug, with what its page shows.
 * With `_id`s, which let visual editing (preview) link each label to its document's field.
 */
export const serviceGroupQuery =
  defineQuery(`*[_type == $type && _type in ["category", "support", "audience", "expertise"] && slug.current == $slug][0]{
  _id,
  _type,
  label,
  "slug": slug.current,
  description,
  colorPrimary,
  colorSecondary,
  whiteNavbar,
  "illustration": coalesce(landingIllustration, illustration)${IMAGE},
  "category": category->{ label, "slug": slug.current, colorPrimary, colorSecondary, whiteNavbar },
  "supports": select(_type == "category" => *[_type == "support" && category._ref == ^._id] | ${LABEL_ORDER} { _id, label, "slug": slug.current })
}`)
