import { defineQuery } from 'groq'
import { IMAGE, SERVICE_CARD } from './fragments'
import { LABEL_ORDER, SERVICE_ORDER, VISIBLE } from './rules'

/** Visible services in a category, in title order. */
export const servicesInCategoryQuery = defineQuery(`*[_type == "service" && ${VISIBLE} && category->slug.current == $category] | ${SERVICE_ORDER} ${SERVICE_CARD}`)

/** Every visible service, in title order. */
export const visibleServicesQuery = defineQuery(`*[_type == "service" && ${VISIBLE}] | ${SERVICE_ORDER} ${SERVICE_CARD}`)

/** One visible service by its slug. */
export const serviceBySlugQuery = defineQuery(`*[_type == "service" && ${VISIBLE} && sync.slug.current == $slug][0]{
  _id,
  "title": sync.title,
  "slug": sync.slug.current,
  "aliases": sync.aliases,
  "summary": sync.shortServiceDescription,
  "description": sync.longServiceDescription,
  "category": category->{ label, "slug": slug.current, colorPrimary, colorSecondary },
  "thumbnail": thumbnail${IMAGE}
}`)

/** Categories with their supports, each list by label. */
export const categoriesQuery = defineQuery(`*[_type == "category"] | ${LABEL_ORDER} {
  _id,
  label,
  "slug": slug.current,
  colorPrimary,
  colorSecondary,
  "supports": *[_type == "support" && category._ref == ^._id] | ${LABEL_ORDER} { _id, label, "slug": slug.current }
}`)
