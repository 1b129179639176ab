import { describe, expect, it } from 'vitest'
import { ageRangeInWords } from './age-words'

describe('age ranges in words', () => {
  it.each([
    [65, 120, 'aged 65 and over'],
    [12, 25, 'aged 12 to 25'],
    [0, 17, 'aged up to 17'],
    [0, 120, 'of any age'],
    [null, 17, 'aged up to 17'],
    [18, null, 'aged 18 and over'],
    [null, null, null],
  ])('%s to %s is %s', (start, end, words) => {
    expect(ageRangeInWords(start, end)).toBe(words)
  })
})
