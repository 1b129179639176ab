import { describe, expect, it } from 'vitest'
import { highlight, matcherFor, opening, snippet } from './snippets'

const marked = (segments: ReturnType<typeof highlight> | null) =>
  (segments ?? []).map((segment) => (segment.mark ? `[${segment.text}]` : segment.text)).join('')

describe('highlight', () => {
  it('marks the matched words as the visitor wrote them, apostrophes and capitals included', () => {
    expect(marked(highlight('Men’s Behaviour Change – Hobart', matcherFor(['mens', 'hobart'])))).toBe(
      '[Men’s] Behaviour Change – [Hobart]',
    )
  })

  it('marks nothing when nothing matches, and does not mark parts of words', () => {
    expect(highlight('Carer respite', matcherFor(['care']))).toEqual([{ text: 'Carer respite' }])
  })
})

describe('snippet', () => {
  const text = `Our team visits you at home. ${'We plan your support with you and your family. '.repeat(4)}Counselling is free and you do not need a referral. ${'You can bring someone with you. '.repeat(4)}`

  it('starts at the sentence with the first matched word and cuts at a word, with ellipses', () => {
    const passage = marked(snippet(text, matcherFor(['counselling']), 120))
    expect(passage.startsWith('…[Counselling] is free')).toBe(true)
    expect(passage.endsWith('…')).toBe(true)
    expect(passage.length).toBeLessThanOrEqual(130)
  })

  it('keeps the start when the match is near it', () => {
    expect(marked(snippet('Our team visits you at home.', matcherFor(['home'])))).toBe('Our team visits you at [home].')
  })

  it('is null when no word matches', () => {
    expect(snippet(text, matcherFor(['dementia']))).toBeNull()
  })
})

describe('opening', () => {
  it('gives the start of a long text, cut at a word', () => {
    expect(opening('one two three four', 9)).toEqual([{ text: 'one two…' }])
    expect(opening('short')).toEqual([{ text: 'short' }])
    expect(opening('  ')).toBeNull()
  })
})
