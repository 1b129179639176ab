import { describe, expect, it } from 'vitest'
import { languageAttributes } from './text-direction'

describe('a section in another language', () => {
  it('carries its language, and right to left for Arabic', () => {
    expect(languageAttributes('ar')).toEqual({ lang: 'ar', dir: 'rtl' })
    expect(languageAttributes('fa-IR')).toEqual({ lang: 'fa-IR', dir: 'rtl' })
    expect(languageAttributes('zh-Hans')).toEqual({ lang: 'zh-Hans', dir: 'ltr' })
    expect(languageAttributes('vi')).toEqual({ lang: 'vi', dir: 'ltr' })
  })

  it('carries nothing when it is in the page’s own language', () => {
    for (const value of [null, undefined, '', '  ']) expect(languageAttributes(value)).toEqual({})
  })
})
