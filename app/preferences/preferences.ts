import * as z from 'zod/mini'

/**
 * The visitor's device preferences (SPEC 3, 'Client preferences (persisted)'), kept in localStorage.
 * zod/mini keeps the validation small in the bundle every page loads.
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

const ACCESSIBILITY_FLAGS = ['isGrayscale', 'isHighContrast', 'isBold', 'isDyslexiaFont', 'isUnderlineLinks', 'isLetterSpacing'] as const
export type AccessibilityFlag = (typeof ACCESSIBILITY_FLAGS)[number]

export interface AccessibilitySettings extends Record<AccessibilityFlag, boolean> {
  /** Text size in percent of the browser's own size. */
  fontSize: number
  /** Colour saturation in percent. */
  saturation: number
}

const SERVICE_GRID_LAYOUTS = ['grid', 'list'] as const
export type ServiceGridLayout = (typeof SERVICE_GRID_LAYOUTS)[number]

export interface Preferences {
  serviceGridLayout: ServiceGridLayout
  accessibilitySettings: AccessibilitySettings
}

export const DEFAULT_ACCESSIBILITY_SETTINGS: Readonly<AccessibilitySettings> = Object.freeze({
  fontSize: FONT_SIZE_RANGE.default,
  saturation: SATURATION_RANGE.default,
  isGrayscale: false,
  isHighContrast: false,
  isBold: false,
  isDyslexiaFont: false,
  isUnderlineLinks: false,
  isLetterSpacing: false,
})

export const DEFAULT_PREFERENCES: Readonly<Preferences> = Object.freeze({
  serviceGridLayout: 'grid',
  accessibilitySettings: DEFAULT_ACCESSIBILITY_SETTINGS,
})

const percent = (range: PercentRange) =>
  z.catch(z.number().check(z.int(), z.gte(range.min), z.lte(range.max), z.multipleOf(range.step)), range.default)

const flag = z.catch(z.boolean(), false)

// Every field falls back on its own, so one tampered value does not undo the visitor's other choices.
const accessibilitySettingsSchema = z.catch(
  z.object({
    fontSize: percent(FONT_SIZE_RANGE),
    saturation: percent(SATURATION_RANGE),
    isGrayscale: flag,
    isHighContrast: flag,
    isBold: flag,
    isDyslexiaFont: flag,
    isUnderlineLinks: flag,
    isLetterSpacing: flag,
  }),
  () => ({ ...DEFAULT_ACCESSIBILITY_SETTINGS }),
)

const preferencesSchema = z.catch(
  z.object({
    serviceGridLayout: z.catch(z.enum(SERVICE_GRID_LAYOUTS), DEFAULT_PREFERENCES.serviceGridLayout),
    accessibilitySettings: accessibilitySettingsSchema,
  }),
  () => ({ ...DEFAULT_PREFERENCES, accessibilitySettings: { ...DEFAULT_ACCESSIBILITY_SETTINGS } }),
)

/** The preferences stored as JSON; anything missing, malformed or out of range becomes its default. Never throws. */
export function parsePreferences(json: string | null): Preferences {
  let value: unknown = null
  try {
    value = json === null ? null : JSON.parse(json)
  } catch {
    // Not JSON: every preference takes its default.
  }
  return preferencesSchema.parse(value)
}
