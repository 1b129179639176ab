import { PortableText } from '~/ui/PortableText'
import type { SectionOf } from './types'

/** Questions and answers as native disclosure widgets: keyboard and screen-reader friendly without script. */
export function FaqSection({ section }: { section: SectionOf<'faqSection'> }) {
  return (
    <>
      {section.heading ? <h2>{section.heading}</h2> : null}
      <div className="faq">
        {section.items?.map((item) => (
          <details key={item._key} className="faq__item">
            <summary className="faq__question">{item.question}</summary>
            <div className="faq__answer">
              <PortableText value={item.answer} />
            </div>
          </details>
        ))}
      </div>
    </>
  )
}
