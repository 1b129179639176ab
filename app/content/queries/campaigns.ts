import { defineQuery } from 'groq'
import { SEO } from './fragments'
import { SECTIONS } from './sections'

export const campaignBySlugQuery = defineQuery(`*[_type == "campaign" && slug.current == $slug][0]{
  _id,
  title,
  summary,
  "sections": sections[]${SECTIONS},
  "seo": seo${SEO}
}`)
