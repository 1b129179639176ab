import { describe, expect, it } from 'vitest'
import { DEFAULT_PREFERENCES, parsePreferences, type Preferences } from './preferences'

const chosen: Preferences = {
  serviceGridLayout: 'list',
  accessibilitySettings: {
    fontSize: 150,
    saturation: 40,
    isGrayscale: true,
    isHighContrast: true,
    isBold: true,
    isDyslexiaFont: true,
    isUnderlineLinks: true,
    isLetterSpacing: true,
  },
}

describe('stored preferences', () => {
  it('default to a 100 % text size, full colour, no other setting and the grid layout', () => {
    expect(parsePreferences(null)).toEqual({
      serviceGridLayout: 'grid',
      accessibilitySettings: {
        fontSize: 100,
        saturation: 100,
        isGrayscale: false,
        isHighContrast: false,
        isBold: false,
        isDyslexiaFont: false,
        isUnderlineLinks: false,
        isLetterSpacing: false,
      },
    })
  })

  it('read back what was stored', () => {
    expect(parsePreferences(JSON.stringify(chosen))).toEqual(chosen)
  })

  it.each(['', 'not json', '{"accessibilitySettings":', 'null', '42', '"text"', '[]', '{"__proto__":{"isBold":true}}'])(
    'fall back to the defaults for %j without throwing',
    (json) => {
      expect(parsePreferences(json)).toEqual(DEFAULT_PREFERENCES)
    },
  )

  it('replace each tampered value with its default and keep the valid ones', () => {
    const tampered = {
      serviceGridLayout: 'table',
      accessibilitySettings: { ...chosen.accessibilitySettings, fontSize: 1000, isBold: 'yes', extra: 'ignored' },
    }
    expect(parsePreferences(JSON.stringify(tampered))).toEqual({
      serviceGridLayout: 'grid',
      accessibilitySettings: { ...chosen.accessibilitySettings, fontSize: 100, isBold: false },
    })
  })

  it.each([
    ['below the range', 90, 100],
    ['above the range', 210, 100],
    ['between steps', 155, 100],
    ['a string', '150', 100],
    ['the smallest', 100, 100],
    ['the largest', 200, 200],
  ])('accept only whole 10 %% steps from 100 to 200 for the text size: %s', (_case, fontSize, expected) => {
    expect(
      parsePreferences(JSON.stringify({ accessibilitySettings: { fontSize } })).accessibilitySettings.fontSize,
    ).toBe(expected)
  })

  it('accept saturation from 0 to 200 %', () => {
    const saturation = (value: unknown) =>
      parsePreferences(JSON.stringify({ accessibilitySettings: { saturation: value } })).accessibilitySettings
        .saturation
    expect(saturation(0)).toBe(0)
    expect(saturation(200)).toBe(200)
    expect(saturation(-10)).toBe(100)
    expect(saturation(250)).toBe(100)
  })

  it('do not share the default object between reads', () => {
    const first = parsePreferences('broken')
    first.accessibilitySettings.isBold = true
    expect(parsePreferences('broken').accessibilitySettings.isBold).toBe(false)
  })
})
