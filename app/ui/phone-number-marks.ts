import type { PortableTextBlock, PortableTextSpan } from '@portabletext/types'
import { phoneNumbersInText } from '~/ui/phone-numbers-in-text'

/** The decorator a phone number in rich text carries; PortableText.tsx renders it as a tap-to-call link. */
export const PHONE_NUMBER_MARK = 'phoneNumber'

function isSpan(child: unknown): child is PortableTextSpan {
  return (
    typeof child === 'object' &&
    child !== null &&
    (child as { _type?: unknown })._type === 'span' &&
    typeof (child as { text?: unknown }).text === 'string'
  )
}

/** A span cut so each phone number in it is a span of its own with the phone number mark; a span in a link stays whole, never linked twice. */
function spansWithPhoneNumbers(span: PortableTextSpan, annotations: ReadonlySet<string>): PortableTextSpan[] {
  const marks = span.marks ?? []
  if (marks.some((mark) => annotations.has(mark))) return [span]
  const parts = phoneNumbersInText(span.text)
  if (!parts.some((part) => part.isPhoneNumber)) return [span]
  return parts.map((part, index) => ({
    ...span,
    _key: `${span._key ?? 'span'}-${index}`,
    text: part.text,
    marks: part.isPhoneNumber ? [...marks, PHONE_NUMBER_MARK] : marks,
  }))
}

/**
 * Rich text with every phone number written in its text marked (PHONE_NUMBER_MARK), so it renders as a
 * tap-to-call link; text already inside a link (any annotation) is left as it is. Editors type numbers
 * as words; they need not link each one.
 */
export function withPhoneNumberMarks(value: readonly unknown[]): unknown[] {
  return value.map((block) => {
    const candidate = block as Partial<PortableTextBlock>
    if (candidate._type !== 'block' || !Array.isArray(candidate.children)) return block
    const annotations = new Set((candidate.markDefs ?? []).map((definition) => definition._key))
    return {
      ...candidate,
      children: candidate.children.flatMap((child) =>
        isSpan(child) ? spansWithPhoneNumbers(child, annotations) : [child],
      ),
    }
  })
}
