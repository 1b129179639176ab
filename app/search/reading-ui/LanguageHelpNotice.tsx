import { Link } from 'react-router'
import { telHref } from '~/ui/phone'
import type { LanguageHelp } from '../understanding/understanding'

/** Words in another language: that language's part of the language help page, and the free interpreter line, first. */
export function LanguageHelpNotice({ help }: { help: LanguageHelp | null }) {
  if (!help) return null
  return (
    <section className="language-help" aria-labelledby="language-help-title" data-language-help="">
      <h2 id="language-help-title" className="language-help__title">
        <Link to={help.href} lang={help.language ?? undefined}>
          {help.heading}
        </Link>
      </h2>
      {help.line ? (
        <p className="language-help__line">
          <a className="language-help__call" href={telHref(help.line.number)}>
            Call {help.line.name} on {help.line.number}
          </a>
          {help.line.description ? <span className="language-help__description"> {help.line.description}</span> : null}
        </p>
      ) : null}
    </section>
  )
}
