import type { AccessibilityFlag, PercentRange, Preferences } from './preferences'

/**
 * The preferences become attributes and custom properties on <html>, which app/styles/preferences.css
 * maps to design tokens. The same code runs twice: in the inline <head> script before the body is
 * parsed (app/preferences/before-paint.ts, so a reload never shows the defaults first) and in the
 * browser whenever the visitor changes a setting.
 */

export interface HtmlPreferencesConfig {
  storageKey: string
  fontSize: PercentRange
  saturation: PercentRange
  flagAttributes: Record<AccessibilityFlag, string>
  /**
   * Present when the text size is at least `from` percent: the sticky 'Exit this page' button and the
   * quick-links bar stop being sticky (docs/decisions/0022-nothing-sticky-covers-focus.md).
   */
  largeText: { attribute: string; from: number }
  /** Present when the saturation differs from 100 %; the value is in --user-saturation. */
  saturationAttribute: string
  /** Set to 'list' when the visitor lists services instead of showing a grid, so CSS can lay them out before hydration. */
  serviceGridLayoutAttribute: string
  /** The OpenDyslexic files the inline script preloads when the visitor chose that font. */
  dyslexiaFontFiles: { regular: string; bold: string }
}

/** Applies valid preferences (parsePreferences or validatePreferences made them) to <html>. */
export function applyPreferences(config: HtmlPreferencesConfig, preferences: Preferences): void {
  const root = document.documentElement
  const { fontSize, saturation } = preferences.accessibilitySettings
  if (fontSize === config.fontSize.default) root.style.removeProperty('--user-font-scale')
  else root.style.setProperty('--user-font-scale', String(fontSize / 100))
  if (saturation === config.saturation.default) root.style.removeProperty('--user-saturation')
  else root.style.setProperty('--user-saturation', String(saturation / 100))
  root.toggleAttribute(config.largeText.attribute, fontSize >= config.largeText.from)
  root.toggleAttribute(config.saturationAttribute, saturation !== config.saturation.default)
  for (const [flag, attribute] of Object.entries(config.flagAttributes)) {
    root.toggleAttribute(attribute, preferences.accessibilitySettings[flag as AccessibilityFlag])
  }
  if (preferences.serviceGridLayout === 'list') root.setAttribute(config.serviceGridLayoutAttribute, 'list')
  else root.removeAttribute(config.serviceGridLayoutAttribute)
}
