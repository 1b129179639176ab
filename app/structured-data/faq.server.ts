import type { FAQPage, WithContext } from 'schema-dts'
import { known } from './nodes.server'

interface PortableTextSpan {
  text?: string | null
}

interface PortableTextBlock {
  _type?: string
  children?: ReadonlyArray<PortableTextSpan> | null
}

/** A page-builder section as FAQ sections are shaped by app/content/queries/sections.ts. */
export interface FaqSectionFacts {
  _type: string
  items?: ReadonlyArray<{ question?: string | null; answer?: ReadonlyArray<PortableTextBlock> | null }> | null
}

/** The words of an answer's text blocks, one paragraph a line (images and other blocks have none). */
export function plainText(blocks: ReadonlyArray<PortableTextBlock> | null | undefined): string {
  return (blocks ?? [])
    .filter((block) => block._type === 'block')
    .map((block) => (block.children ?? []).map((span) => span.text ?? '').join(''))
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .join('\n')
}

/**
 * The FAQPage of a page whose sections include questions and answers (every FAQ section's, in order),
 * or null when it has none. A question without an answer is left out.
 */
export function faqJsonLd(sections: ReadonlyArray<{ _type: string }> | null | undefined): WithContext<FAQPage> | null {
  const questions = (sections ?? [])
    .filter((section): section is FaqSectionFacts => section._type === 'faqSection')
    .flatMap((section) => section.items ?? [])
    .flatMap((item) => {
      const name = known(item.question)
      const text = plainText(item.answer)
      return name && text
        ? [{ '@type': 'Question' as const, name, acceptedAnswer: { '@type': 'Answer' as const, text } }]
        : []
    })
  if (!questions.length) return null
  return { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: questions }
}
