import { describe, expect, it } from 'vitest'
import { normaliseText, wordsOf } from './words'

describe('normaliseText', () => {
  it.each([
    ["Help at Home -- O'Brien's (24/7)", 'help at home obriens 24 7'],
    ['  Veterans`  ', 'veterans'],
    ['Men’s CAFÉ – Déjà vu', 'mens cafe deja vu'],
    ['Ngāti Whātua ‘support’', 'ngati whatua support'],
    ['', ''],
    ['!!!', ''],
  ])('%j → %j', (text, expected) => {
    expect(normaliseText(text)).toBe(expected)
  })

  it('gives plain ASCII text and the same text with an accent the same words apart from the accented one', () => {
    expect(wordsOf('Counselling & café for carers')).toEqual(['counselling', 'cafe', 'for', 'carers'])
    expect(wordsOf('Counselling & cafe for carers')).toEqual(['counselling', 'cafe', 'for', 'carers'])
  })
})
