import { useCallback, useSyncExternalStore } from 'react'
import { applyPreferences } from './apply-preferences'
import { HTML_PREFERENCES_CONFIG } from './html-preferences-config'
import {
  DEFAULT_PREFERENCES,
  parsePreferences,
  PREFERENCES_STORAGE_KEY,
  type AccessibilitySettings,
  type Preferences,
  type ServiceGridLayout,
} from './preferences'

/**
 * One store for the visitor's preferences in this tab: read from localStorage once, updated by the
 * hooks below and by other tabs (the storage event). It keeps working in memory when storage is blocked.
 */
let current: Preferences | undefined
const listeners = new Set<() => void>()

function readStorage(): string | null {
  try {
    return localStorage.getItem(PREFERENCES_STORAGE_KEY)
  } catch {
    return null
  }
}

/** The preferences now (read from storage the first time). */
export function readPreferences(): Preferences {
  current ??= parsePreferences(readStorage())
  return current
}

// The server knows nothing of the visitor's device, so it renders (and hydration starts from) the defaults.
function getServerSnapshot(): Preferences {
  return DEFAULT_PREFERENCES
}

function publish(next: Preferences) {
  current = next
  applyPreferences(HTML_PREFERENCES_CONFIG, next)
  for (const listener of listeners) listener()
}

function onStorage(event: StorageEvent) {
  if (event.key === PREFERENCES_STORAGE_KEY || event.key === null) publish(parsePreferences(event.newValue))
}

/** Calls `listener` whenever the preferences change, here or in another tab; returns the unsubscribe function. */
export function subscribeToPreferences(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

/** Stores and applies new preferences at once. */
export function savePreferences(next: Preferences) {
  try {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(next))
  } catch {
    // Storage is full or blocked: the choice still applies until the page is closed.
  }
  publish(next)
}

function usePreferences(): Preferences {
  return useSyncExternalStore(subscribeToPreferences, readPreferences, getServerSnapshot)
}

/** The visitor's accessibility settings and a setter that stores and applies them at once. */
export function useAccessibilitySettings(): [AccessibilitySettings, (settings: AccessibilitySettings) => void] {
  const preferences = usePreferences()
  const setSettings = useCallback(
    (accessibilitySettings: AccessibilitySettings) => savePreferences({ ...readPreferences(), accessibilitySettings }),
    [],
  )
  return [preferences.accessibilitySettings, setSettings]
}

/**
 * Whether the visitor sees services as a grid (the default) or a list, and a setter that stores it.
 * Server rendering and hydration use 'grid'; before that, <html data-service-grid-layout="list"> is
 * already set, so CSS keyed on it can show the list layout from the first paint.
 */
export function useServiceGridLayout(): [ServiceGridLayout, (layout: ServiceGridLayout) => void] {
  const preferences = usePreferences()
  const setLayout = useCallback(
    (serviceGridLayout: ServiceGridLayout) => savePreferences({ ...readPreferences(), serviceGridLayout }),
    [],
  )
  return [preferences.serviceGridLayout, setLayout]
}
