import { describe, expect, it } from 'vitest'
import { languagesOnPage, ownNameOfLanguage } from './languages-on-page'
import type { Section } from './types'

describe('ownNameOfLanguage', () => {
  it.each([
    ['ar', 'العربية'],
    ['zh-Hans', '简体中文'],
    ['it', 'Italiano'],
    ['pa', 'ਪੰਜਾਬੀ'],
  ])('names %s in its own script', (language, name) => {
    expect(ownNameOfLanguage(language)).toBe(name)
  })
})

describe('languagesOnPage', () => {
  it('keeps the sections with a language and an anchor, in order', () => {
    const sections = [
      { _key: 'a', _type: 'richTextSection', heading: 'Free interpreters' },
      { _key: 'b', _type: 'richTextSection', language: 'vi', anchorId: 'language-vi' },
      { _key: 'c', _type: 'richTextSection', language: 'el' },
      { _key: 'd', _type: 'richTextSection', language: 'ar', anchorId: 'language-ar' },
    ] as unknown as Section[]
    expect(languagesOnPage(sections)).toEqual([
      { language: 'vi', anchorId: 'language-vi', name: 'Tiếng Việt' },
      { language: 'ar', anchorId: 'language-ar', name: 'العربية' },
    ])
    expect(languagesOnPage(null)).toEqual([])
  })
})
