import { defineQuery } from 'groq'
import { BLOCK_CONTENT, LINK, SEO } from './fragments'

const ROLE_SUMMARY = `{
  _id,
  title,
  "slug": slug.current,
  summary,
  location,
  employmentType,
  hours,
  closingDate
}` as const

/** The open roles page: its words and every role, closing soonest first (the loader splits open from closed). */
export const openRolesQuery = defineQuery(`{
  "settings": *[_type == "careersSettings" && _id == "careersSettings"][0]{ title, intro, "seo": seo${SEO} },
  "roles": *[_type == "openRole" && defined(slug.current)] | order(closingDate asc, lower(title) asc) ${ROLE_SUMMARY}
}`)

export const openRoleBySlugQuery = defineQuery(`*[_type == "openRole" && slug.current == $slug][0]{
  _id,
  title,
  summary,
  location,
  employmentType,
  hours,
  salary,
  closingDate,
  "datePosted": _createdAt,
  "description": description[]${BLOCK_CONTENT},
  "howToApply": howToApply[]${BLOCK_CONTENT},
  "applyLink": applyLink${LINK},
  "seo": seo${SEO}
}`)
