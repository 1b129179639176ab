import { PortableText } from '~/ui/PortableText'
import { languageAttributes } from './text-direction'
import type { SectionOf } from './types'

/** A section of text; one in another language carries its `lang` (and `dir`), so it is read and shown right. */
export function RichTextSection({ section }: { section: SectionOf<'richTextSection'> }) {
  return (
    <div className="prose" {...languageAttributes(section.language)}>
      {section.heading ? <h2>{section.heading}</h2> : null}
      <PortableText value={section.body} />
    </div>
  )
}
