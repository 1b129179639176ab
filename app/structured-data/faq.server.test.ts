import { describe, expect, it } from 'vitest'
import { faqJsonLd, plainText } from './faq.server'

const rendered = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>
const paragraph = (...texts: string[]) => ({ _type: 'block', children: texts.map((text) => ({ text })) })

describe('FAQPage', () => {
  it('gathers the questions of every FAQ section with their answers as text', () => {
    const sections = [
      { _type: 'richTextSection' },
      {
        _type: 'faqSection',
        items: [
          {
            question: 'Is it free?',
            answer: [paragraph('Yes, ', 'always.'), { _type: 'imageWithAlt' }, paragraph('Ask us.')],
          },
        ],
      },
      {
        _type: 'faqSection',
        items: [
          { question: 'Where?', answer: [paragraph('Online.')] },
          { question: 'Unanswered?', answer: [] },
          { question: ' ', answer: [paragraph('x')] },
        ],
      },
    ]
    expect(rendered(faqJsonLd(sections))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Is it free?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes, always.\nAsk us.' },
        },
        { '@type': 'Question', name: 'Where?', acceptedAnswer: { '@type': 'Answer', text: 'Online.' } },
      ],
    })
  })

  it('is absent from a page without questions', () => {
    expect(faqJsonLd([{ _type: 'heroSection' }])).toBeNull()
    const empty = [{ _type: 'faqSection', items: [] }]
    expect(faqJsonLd(empty)).toBeNull()
    expect(faqJsonLd(null)).toBeNull()
  })

  it('reads only text blocks', () => {
    expect(plainText([paragraph(' a '), { _type: 'block', children: null }, paragraph('b')])).toBe('a\nb')
  })
})
