/** Languages written right to left, by their primary language subtag (Arabic, Persian, Hebrew, Urdu, Pashto, Dari's Persian, Dhivehi, Yiddish, Sorani Kurdish). */
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur', 'ps', 'prs', 'dv', 'yi', 'ckb'])

/**
 * The `lang` and `dir` attributes for a section in another language ("ar" gives lang="ar" dir="rtl");
 * none for a section in the page's own language.
 */
export function languageAttributes(language: string | null | undefined): { lang?: string; dir?: 'rtl' | 'ltr' } {
  const tag = language?.trim()
  if (!tag) return {}
  const primary = tag.split('-')[0]?.toLowerCase() ?? ''
  return { lang: tag, dir: RIGHT_TO_LEFT.has(primary) ? 'rtl' : 'ltr' }
}
