import { defineQuery } from 'groq'
import { BLOCK_CONTENT, DECORATIVE_IMAGE, IMAGE, SEO } from './fragments'

const ARTICLE_CARD = `{
  _id,
  title,
  "slug": slug.current,
  summary,
  publishedAt,
  "category": category->{ title, "slug": slug.current },
  "image": mainImage${DECORATIVE_IMAGE}
}` as const

/** The articles list page: its words, the categories, and every article newest first (paged in the loader). */
export const articlesListQuery = defineQuery(`{
  "settings": *[_type == "articlesSettings" && _id == "articlesSettings"][0]{ title, intro, perPage, "seo": seo${SEO} },
  "categories": *[_type == "articleCategory"] | order(lower(title) asc) { _id, title, "slug": slug.current, description },
  "articles": *[_type == "article" && defined(slug.current) && (!defined($category) || category->slug.current == $category)] | order(publishedAt desc, _id asc) ${ARTICLE_CARD}
}`)

export const articleBySlugQuery = defineQuery(`*[_type == "article" && slug.current == $slug][0]{
  _id,
  _updatedAt,
  title,
  summary,
  publishedAt,
  author,
  "category": category->{ _id, title, "slug": slug.current },
  "image": mainImage${IMAGE},
  "body": body[]${BLOCK_CONTENT},
  "related": coalesce(
    (related[]->)[defined(slug.current)] ${ARTICLE_CARD},
    []
  ),
  "sameCategory": *[_type == "article" && category._ref == ^.category._ref && _id != ^._id && defined(slug.current)] | order(publishedAt desc) [0...3] ${ARTICLE_CARD},
  "seo": seo${SEO}
}`)
