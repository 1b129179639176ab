import { defineQuery } from 'groq'
import { IMAGE, LINK, SEO } from './fragments'
import { AUDIENCE_ORDER } from './rules'

/** SPEC 7: site settings, services settings and audiences are read when the app starts. */
export const settingsQuery = defineQuery(`*[_type == "settings" && _id == "settings"][0]{
  title,
  navigation[]{
    _key,
    "link": link${LINK},
    lists[]{ _key, title, "primaryLinks": primaryLinks[]${LINK}, "secondaryLinks": secondaryLinks[]${LINK} },
    feature{ title, text, "illustration": illustration${IMAGE}, "button": button${LINK} }
  },
  navigationServices{
    title,
    "links": links[]${LINK},
    serviceFinder{ title, description, "button": button${LINK} },
    feature{ title, text, "illustration": illustration${IMAGE}, "button": button${LINK} }
  },
  mobileQuickLinks[]{ _key, icon, "link": link${LINK} },
  contact{
    phone,
    phoneDescription,
    communicationMethods[]{ _key, title, description, icon, "link": link${LINK} },
    needAHand{ title, phoneAvailability, description, "buttons": buttons[]${LINK} }
  },
  safeExit{ exitUrl, "browsingSafely": browsingSafely${LINK} },
  "languageHelp": languageHelp${LINK},
  footer{ acknowledgement, "links": links[]${LINK}, "legalLinks": legalLinks[]${LINK} },
  "seo": seo${SEO}
}`)

export const servicesSettingsQuery = defineQuery(`*[_type == "servicesSettings" && _id == "servicesSettings"][0]{
  title,
  intro,
  ageGroupNames[]{ _key, name, ageStart, ageEnd },
  culturalGroupDescriptions[]{ _key, name, title, description },
  feeDescription,
  serviceLocations[]{ _key, value, label, description },
  specialGroups[]{ _key, name, description },
  states[]{ _key, code, name }
}`)

export const audiencesQuery = defineQuery(`*[_type == "audience"] | ${AUDIENCE_ORDER} {
  _id,
  label,
  "slug": slug.current,
  description,
  "illustration": illustration${IMAGE}
}`)
