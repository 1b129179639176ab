import { telHref } from '~/ui/phone'
import type { CrisisLine } from '../understanding/understanding'

/**
 * The crisis lines a visitor's words call for, above everything else on the page: each a button that
 * calls it. Server-rendered, so it is there without JavaScript; what was typed is never repeated here.
 */
export function CrisisHelp({ lines }: { lines: readonly CrisisLine[] }) {
  if (lines.length === 0) return null
  return (
    <section className="crisis-help" aria-labelledby="crisis-help-title" data-crisis-help="">
      <h2 id="crisis-help-title" className="crisis-help__title">
        Talk to someone now
      </h2>
      <p className="crisis-help__lead">These services are free and answer 24 hours a day.</p>
      <ul role="list" className="crisis-help__lines">
        {lines.map((line) => (
          <li key={line.key} className="crisis-help__line">
            <a className="crisis-help__call" href={telHref(line.number)}>
              <span className="crisis-help__name">{line.name}</span>{' '}
              <span className="crisis-help__number">{line.number}</span>
            </a>
            {line.description ? <p className="crisis-help__description">{line.description}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
