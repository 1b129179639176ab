import dyslexiaFontBold from '@fontsource/opendyslexic/files/opendyslexic-latin-700-normal.woff2?url'
import dyslexiaFontRegular from '@fontsource/opendyslexic/files/opendyslexic-latin-400-normal.woff2?url'
import { FONT_SIZE_RANGE, PREFERENCES_STORAGE_KEY, SATURATION_RANGE, validatePreferences, type AccessibilityFlag, type PercentRange, type Preferences } from './preferences'

/**
 * The preferences become attributes and custom properties on <html>, which app/styles/preferences.css
 * maps to design tokens. The same code runs twice: inline in <head> before the body is parsed (so a
 * reload never shows the defaults first) and in the browser whenever the visitor changes a setting.
 *
 * The functions below (and validatePreferences) are serialised into the inline script with
 * Function.prototype.toString, so they must not use anything from outside their own bodies except
 * their parameters and browser globals.
 */

interface HtmlPreferencesConfig {
  storageKey: string
  fontSize: PercentRange
  saturation: PercentRange
  flagAttributes: Record<AccessibilityFlag, string>
  /** Present when the saturation differs from 100 %; the value is in --user-saturation. */
  saturationAttribute: string
  /** Set to 'list' when the visitor lists services instead of showing a grid, so CSS can lay them out before hydration. */
  serviceGridLayoutAttribute: string
  /** The OpenDyslexic files the inline script preloads when the visitor chose that font. */
  dyslexiaFontFiles: { regular: string; bold: string }
}

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
  saturationAttribute: 'data-saturation',
  serviceGridLayoutAttribute: 'data-service-grid-layout',
  dyslexiaFontFiles: { regular: dyslexiaFontRegular, bold: dyslexiaFontBold },
}

/** Applies valid preferences (parsePreferences or validatePreferences made them) to <html>. */
export function applyPreferences(config: HtmlPreferencesConfig, preferences: Preferences): void {
  const root = document.documentElement
  const { fontSize, saturation } = preferences.accessibilitySettings
  if (fontSize === config.fontSize.default) root.style.removeProperty('--user-font-scale')
  else root.style.setProperty('--user-font-scale', String(fontSize / 100))
  if (saturation === config.saturation.default) root.style.removeProperty('--user-saturation')
  else root.style.setProperty('--user-saturation', String(saturation / 100))
  root.toggleAttribute(config.saturationAttribute, saturation !== config.saturation.default)
  for (const [flag, attribute] of Object.entries(config.flagAttributes)) {
    root.toggleAttribute(attribute, preferences.accessibilitySettings[flag as AccessibilityFlag])
  }
  if (preferences.serviceGridLayout === 'list') root.setAttribute(config.serviceGridLayoutAttribute, 'list')
  else root.removeAttribute(config.serviceGridLayoutAttribute)
}

/** The inline script's entry: reads localStorage, applies, and starts the dyslexia font download early when it is chosen. */
function applyStoredPreferencesBeforePaint(config: HtmlPreferencesConfig, validate: typeof validatePreferences, apply: typeof applyPreferences) {
  // Scripts run here: the header lays itself out for them from the first paint (a Menu button on a
  // phone rather than the full navigation), so nothing moves when the page becomes interactive.
  document.documentElement.setAttribute('data-scripts', '')
  let json: string | null = null
  try {
    json = localStorage.getItem(config.storageKey)
  } catch {
    // Storage is blocked (some private modes): the defaults apply.
  }
  const preferences = validate(config, json)
  apply(config, preferences)
  const { accessibilitySettings } = preferences
  if (accessibilitySettings.isDyslexiaFont) {
    const preload = document.createElement('link')
    preload.rel = 'preload'
    preload.as = 'font'
    preload.type = 'font/woff2'
    preload.crossOrigin = ''
    preload.href = accessibilitySettings.isBold ? config.dyslexiaFontFiles.bold : config.dyslexiaFontFiles.regular
    document.head.appendChild(preload)
  }
}

/** The text of the inline <head> script. */
export function preferencesScript(config: HtmlPreferencesConfig = HTML_PREFERENCES_CONFIG): string {
  const configJson = JSON.stringify(config).replaceAll('<', '\\u003c')
  return `(${applyStoredPreferencesBeforePaint.toString()})(${configJson}, ${validatePreferences.toString()}, ${applyPreferences.toString()})`
}
