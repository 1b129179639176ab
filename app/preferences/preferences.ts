/**
 * The visitor's device preferences (SPEC 3, 'Client preferences (persisted)'), kept in localStorage.
 * Validated by hand rather than with a schema library: the same function runs in the inline <head>
 * script before the first paint (app/preferences/apply-preferences.ts) and in the bundle every page loads.
 */

export const PREFERENCES_STORAGE_KEY = 'altogether-better-care:preferences'

/** A percentage a range input chooses: whole steps from min to max (min and max are multiples of step). */
export interface PercentRange {
  min: number
  max: number
  step: number
  default: number
}

export const FONT_SIZE_RANGE: PercentRange = { min: 100, max: 200, step: 10, default: 100 }
export const SATURATION_RANGE: PercentRange = { min: 0, max: 200, step: 10, default: 100 }

export type AccessibilityFlag =
  'isGrayscale' | 'isHighContrast' | 'isBold' | 'isDyslexiaFont' | 'isUnderlineLinks' | 'isLetterSpacing'

export interface AccessibilitySettings extends Record<AccessibilityFlag, boolean> {
  /** Text size in percent of the browser's own size. */
  fontSize: number
  /** Colour saturation in percent. */
  saturation: number
}

export type ServiceGridLayout = 'grid' | 'list'

export interface Preferences {
  serviceGridLayout: ServiceGridLayout
  accessibilitySettings: AccessibilitySettings
}

export const DEFAULT_ACCESSIBILITY_SETTINGS: Readonly<AccessibilitySettings> = /* @__PURE__ */ Object.freeze({
  fontSize: FONT_SIZE_RANGE.default,
  saturation: SATURATION_RANGE.default,
  isGrayscale: false,
  isHighContrast: false,
  isBold: false,
  isDyslexiaFont: false,
  isUnderlineLinks: false,
  isLetterSpacing: false,
})

export const DEFAULT_PREFERENCES: Readonly<Preferences> = /* @__PURE__ */ Object.freeze({
  serviceGridLayout: 'grid',
  accessibilitySettings: DEFAULT_ACCESSIBILITY_SETTINGS,
})

/** The ranges the stored percentages must fall in. */
export interface PreferenceRanges {
  fontSize: PercentRange
  saturation: PercentRange
}

/**
 * The preferences stored as JSON; anything missing, malformed or out of range becomes its default, each
 * field on its own, so one tampered value does not undo the visitor's other choices. Never throws.
 *
 * It also runs in the inline <head> script (app/preferences/before-paint.ts), which every page carries:
 * keep it small, and free of imports that would grow that script.
 */
export function validatePreferences(ranges: PreferenceRanges, json: string | null): Preferences {
  const objectOrEmpty = (value: unknown): Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  const percent = (value: unknown, range: PercentRange) =>
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value % range.step === 0 &&
    value >= range.min &&
    value <= range.max
      ? value
      : range.default
  let stored: Record<string, unknown> = {}
  try {
    stored = objectOrEmpty(json === null ? null : JSON.parse(json))
  } catch {
    // Not JSON: every preference takes its default.
  }
  const settings = objectOrEmpty(stored.accessibilitySettings)
  return {
    serviceGridLayout: stored.serviceGridLayout === 'list' ? 'list' : 'grid',
    accessibilitySettings: {
      fontSize: percent(settings.fontSize, ranges.fontSize),
      saturation: percent(settings.saturation, ranges.saturation),
      isGrayscale: settings.isGrayscale === true,
      isHighContrast: settings.isHighContrast === true,
      isBold: settings.isBold === true,
      isDyslexiaFont: settings.isDyslexiaFont === true,
      isUnderlineLinks: settings.isUnderlineLinks === true,
      isLetterSpacing: settings.isLetterSpacing === true,
    },
  }
}

/** The preferences stored as JSON, validated against the site's ranges (validatePreferences). */
export function parsePreferences(json: string | null): Preferences {
  return validatePreferences({ fontSize: FONT_SIZE_RANGE, saturation: SATURATION_RANGE }, json)
}
