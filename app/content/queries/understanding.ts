import { defineQuery } from 'groq'

/**
 * What the site needs to read a visitor's words as needs (app/search/understanding/), in one read
 * per content version: each kind of support with the ways people ask for it ('How people describe
 * this') and the crisis it answers, the crisis lines, and the language help page with its sections
 * in other languages and the interpreter line. Published content only, like the search index.
 */
export const understandingQuery = defineQuery(`{
  "supports": *[_type == "support" && defined(slug.current)] | order(label asc) {
    label,
    "slug": slug.current,
    description,
    phrasings,
    crisis
  },
  "crisisLines": *[_type == "settings" && _id == "settings"][0].crisisLines[]{ _key, name, number, description, answers },
  "interpreterLine": *[_type == "settings" && _id == "settings"][0].languageHelpLine{ name, number, description },
  "languageHelp": *[_type == "settings" && _id == "settings"][0].languageHelp.internal->{
    _type,
    title,
    "slug": slug.current,
    "ancestors": [parent->parent->slug.current, parent->slug.current],
    "languages": sections[defined(language) && defined(anchorId)]{ language, anchorId, heading }
  }
}`)
