import { describe, expect, it } from 'vitest'
import { languageOf } from './other-languages'

describe('words in another language', () => {
  it.each([
    ['مساعدة في المنزل', 'ar'],
    ['老人护理', 'zh'],
    ['βοήθεια στο σπίτι', 'el'],
    ['घर पर मदद', 'hi'],
    ['ਘਰ ਵਿੱਚ ਮਦਦ', 'pa'],
    ['giúp đỡ người già', 'vi'],
    ['giup do nguoi gia', 'vi'],
    ['aiuto per mia madre', 'it'],
    ['помощь дома', 'und'],
  ])('reads %j as %s', (words, code) => {
    expect(languageOf(words)).toEqual({ code })
  })

  it.each(['help at home', 'café near parramatta', 'meals on wheels 2150', 'Men’s shed'])(
    'reads %j as English',
    (words) => {
      expect(languageOf(words)).toBeNull()
    },
  )
})
