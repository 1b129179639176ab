import { defineQuery } from 'groq'
import { BLOCK_CONTENT, SEO } from './fragments'

export const policyBySlugQuery = defineQuery(`*[_type == "policy" && slug.current == $slug][0]{
  _id,
  title,
  summary,
  lastReviewed,
  "body": body[]${BLOCK_CONTENT},
  "file": file.asset->{ _id, originalFilename, extension, size },
  "seo": seo${SEO}
}`)
