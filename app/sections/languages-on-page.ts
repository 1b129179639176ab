import type { Section } from './types'

/** A section of the page in another language: where it is and the language's own name for itself. */
export interface LanguageOnPage {
  /** BCP 47 code, for the link's `lang`. */
  language: string
  /** The section's id, for the in-page link. */
  anchorId: string
  /** The language's name in that language ('ar' → 'العربية'). */
  name: string
}

/** A language's name in its own words and script, with a capital where the script has one ('it' → 'Italiano'). */
export function ownNameOfLanguage(language: string): string {
  let name = language
  try {
    name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language
  } catch {
    // A code Intl does not know: the code itself.
  }
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1)
}

/**
 * The page's sections in other languages that can be linked to (a language and an anchor), in the
 * page's order: the list of languages at the top of 'Help in your language'. Run in the loader, so the
 * server and the browser show the same names.
 */
export function languagesOnPage(sections: readonly Section[] | null | undefined): LanguageOnPage[] {
  return (sections ?? []).flatMap((section) => {
    const language = 'language' in section ? section.language?.trim() : undefined
    const anchorId = 'anchorId' in section ? section.anchorId : undefined
    return language && anchorId ? [{ language, anchorId, name: ownNameOfLanguage(language) }] : []
  })
}
