import { defineQuery } from 'groq'
import { IMAGE, LINK, SEO } from './fragments'

/**
 * SPEC 7: site settings, read for every page. Only what every page shows: the main navigation's top
 * links (their menus come from menusQuery when the visitor may open one), quick links, the phone line
 * and the interpreter line beside it (and beside every service's and location's number), safe exit and
 * footer. Pages that show every way to get in touch ask for CONTACT themselves.
 */
export const settingsQuery = defineQuery(`*[_type == "settings" && _id == "settings"][0]{
  title,
  navigation[]{
    _key,
    "link": link${LINK},
    "hasMenu": count(lists) > 0 || defined(feature.title)
  },
  navigationServices{ title },
  mobileQuickLinks[]{ icon, "link": link${LINK} },
  contact{ phone, needAHand{ phoneAvailability } },
  safeExit{ exitUrl, "browsingSafely": browsingSafely${LINK} },
  "languageHelp": languageHelp${LINK},
  "interpreterLine": languageHelpLine{ name, number },
  footer{ acknowledgement, "links": links[]${LINK}, "legalLinks": legalLinks[]${LINK} },
  "seo": seo${SEO}
}`)

/** The exit site alone, for 'Exit this page' without JavaScript (GET /exit, app/shell/safe-exit). */
export const exitSiteQuery = defineQuery(`*[_type == "settings" && _id == "settings"][0].safeExit.exitUrl`)

/**
 * The main navigation's menus (lists of links and a feature each), fetched by the header when a visitor
 * may open one (app/shell/use-menus.ts) rather than sent with every page.
 */
export const menusQuery = defineQuery(`*[_type == "settings" && _id == "settings"][0]{
  navigation[]{
    _key,
    lists[]{ _key, title, "primaryLinks": primaryLinks[]${LINK}, "secondaryLinks": secondaryLinks[]${LINK} },
    feature{ title, text, "illustration": illustration${IMAGE}, "button": button${LINK} }
  },
  navigationServices{
    "links": links[]${LINK},
    serviceFinder{ title, description, "button": button${LINK} },
    feature{ title, text, "illustration": illustration${IMAGE}, "button": button${LINK} }
  }
}`)
