import { languageAttributes } from './text-direction'
import type { LanguageOnPage } from './languages-on-page'

/**
 * The page's languages at its top, each named in its own script with its `lang` (and `dir`), each a
 * link to its section: a visitor finds their language without reading English or scrolling.
 */
export function LanguageList({ languages }: { languages: readonly LanguageOnPage[] }) {
  if (!languages.length) return null
  return (
    <nav aria-labelledby="languages-on-page" className="section language-list">
      <h2 id="languages-on-page">Choose your language</h2>
      <ul className="language-list__items" role="list">
        {languages.map(({ language, anchorId, name }) => (
          <li key={anchorId}>
            <a href={`#${anchorId}`} {...languageAttributes(language)}>
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
