import { defineQuery } from 'groq'
import { VISIBLE } from './rules'

/**
 * What 'Tell us something is wrong' needs of the page a report is about (a visible service or location,
 * `$type`), and where reports go: Site settings → 'Send problem reports to', else the organisation's
 * first email address. `notifyEmail` is for the server only: loaders must not pass it on.
 */
export const reportTargetQuery = defineQuery(`{
  "listing": *[_type == $type && ${VISIBLE} && sync.slug.current == $slug][0]{
    _id,
    "title": sync.title,
    "slug": sync.slug.current,
    "phone": sync.phone
  },
  "notifyEmail": coalesce(
    *[_type == "settings" && _id == "settings"][0].problemReportsEmail,
    *[_type == "settings" && _id == "settings"][0].contact.communicationMethods[link.type == "email"][0].link.email
  )
}`)
