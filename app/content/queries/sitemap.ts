import { defineQuery } from 'groq'
import { VISIBLE } from './rules'

/**
 * Every document with a page of its own that search engines may list (app/discover/sitemap-entries.server.ts):
 * visible services and locations (SPEC 4), editorial documents and service groups with a slug, and
 * the singletons of the fixed list pages. Never bookings (forms), the search page, redirects or a
 * document whose SEO says noIndex. The fields are what the link resolver (links.ts) needs for its path.
 */
export const sitemapQuery = defineQuery(`{
  "siteNoIndex": *[_type == "settings" && _id == "settings"][0].seo.noIndex == true,
  "documents": *[
    (
      (_type in ["service", "location"] && ${VISIBLE} && defined(sync.slug.current))
      || (_type in ["article", "campaign", "openRole", "policy", "page", "category", "support", "audience", "expertise"] && defined(slug.current))
      || (_type in ["home", "servicesSettings", "servicesFilter", "locationsSettings", "articlesSettings", "careersSettings"] && _id == _type)
    )
    && !(seo.noIndex == true)
  ]{
    _type,
    "slug": coalesce(sync.slug.current, slug.current),
    "ancestors": [parent->parent->slug.current, parent->slug.current],
    _updatedAt
  }
}`)
