import dyslexiaFontBold from '@fontsource/opendyslexic/files/opendyslexic-latin-700-normal.woff2?url'
import dyslexiaFontRegular from '@fontsource/opendyslexic/files/opendyslexic-latin-400-normal.woff2?url'
import type { HtmlPreferencesConfig } from './apply-preferences'
import beforePaint from './before-paint.ts?inline-script'
import { FONT_SIZE_RANGE, PREFERENCES_STORAGE_KEY, SATURATION_RANGE } from './preferences'

export const HTML_PREFERENCES_CONFIG: HtmlPreferencesConfig = {
  storageKey: PREFERENCES_STORAGE_KEY,
  fontSize: FONT_SIZE_RANGE,
  saturation: SATURATION_RANGE,
  flagAttributes: {
    isGrayscale: 'data-grayscale',
    isHighContrast: 'data-high-contrast',
    isBold: 'data-bold',
    isDyslexiaFont: 'data-dyslexia-font',
    isUnderlineLinks: 'data-underline-links',
    isLetterSpacing: 'data-letter-spacing',
  },
  largeText: { attribute: 'data-large-text', from: 150 },
  saturationAttribute: 'data-saturation',
  serviceGridLayoutAttribute: 'data-service-grid-layout',
  dyslexiaFontFiles: { regular: dyslexiaFontRegular, bold: dyslexiaFontBold },
}

/**
 * The text of the inline <head> script: the minified program of before-paint.ts, given the site's
 * configuration. The program runs inside a function, so its names stay out of the page's globals.
 */
export function preferencesScript(config: HtmlPreferencesConfig = HTML_PREFERENCES_CONFIG): string {
  const configJson = JSON.stringify(config).replaceAll('<', '\\u003c')
  return `(preferencesConfig=>{${beforePaint}})(${configJson})`
}
