import dyslexiaFontBold from '@fontsource/opendyslexic/files/opendyslexic-latin-700-normal.woff2?url'
import dyslexiaFontRegular from '@fontsource/opendyslexic/files/opendyslexic-latin-400-normal.woff2?url'
import type { HtmlPreferencesConfig } from './apply-preferences'
import { FONT_SIZE_RANGE, PREFERENCES_STORAGE_KEY, SATURATION_RANGE } from './preferences'

/**
 * How the preferences show on <html>, for the inline script before the first paint (preferences-script.ts)
 * and for the store that applies a change (preferences-store.ts). Its own module: the shell renders the
 * inline script, and a module it imports lands in the shell's file with whatever else uses it.
 */
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
