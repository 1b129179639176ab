import { defineQuery } from 'groq'
import { SEO } from './fragments'
import { SECTIONS } from './sections'

export const homeQuery = defineQuery(`*[_type == "home" && _id == "home"][0]{
  title,
  intro,
  "sections": sections[]${SECTIONS},
  "seo": seo${SEO}
}`)
