import { defineQuery } from 'groq'
import { LINK } from './fragments'

/** Every legacy path editors redirect, with where it goes. */
export const redirectsQuery = defineQuery(`*[_type == "redirect" && defined(from)]{
  _id,
  from,
  permanent,
  "to": to${LINK}
}`)
