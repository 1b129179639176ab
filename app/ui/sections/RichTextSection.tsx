import { PortableText } from '~/content/PortableText'
import type { SectionOf } from './types'

export function RichTextSection({ section }: { section: SectionOf<'richTextSection'> }) {
  return (
    <div className="prose">
      {section.heading ? <h2>{section.heading}</h2> : null}
      <PortableText value={section.body} />
    </div>
  )
}
