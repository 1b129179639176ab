import { applyPreferences, type HtmlPreferencesConfig } from './apply-preferences'
import { validatePreferences } from './preferences'

/**
 * The inline <head> script: a program of its own, bundled and minified at build time and imported as
 * text (app/preferences/preferences-script.ts). It runs before the body is parsed, so it reads the
 * visitor's stored preferences, applies them to <html> with the same code the page uses later, and
 * starts the dyslexia font download early when it is chosen. The site's configuration reaches it as
 * `preferencesConfig`, a parameter of the function the script's text wraps it in.
 */
declare const preferencesConfig: HtmlPreferencesConfig

function applyStoredPreferencesBeforePaint(config: HtmlPreferencesConfig) {
  // Scripts run here: the header lays itself out for them from the first paint (a Menu button on a
  // phone rather than the full navigation), so nothing moves when the page becomes interactive.
  document.documentElement.setAttribute('data-scripts', '')
  let json: string | null = null
  try {
    json = localStorage.getItem(config.storageKey)
  } catch {
    // Storage is blocked (some private modes): the defaults apply.
  }
  const preferences = validatePreferences(config, json)
  applyPreferences(config, preferences)
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

applyStoredPreferencesBeforePaint(preferencesConfig)
