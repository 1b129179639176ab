import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_PREFERENCES, PREFERENCES_STORAGE_KEY, type Preferences } from './preferences'

type Store = typeof import('./preferences-store')

let storage: Map<string, string>
let htmlAttributes: Map<string, string>
let store: Store

/** A tab: localStorage (optionally blocked), window for storage events, and <html> for the applied attributes. */
async function openTab({ blockedStorage = false } = {}) {
  storage = new Map()
  htmlAttributes = new Map()
  const refuse = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  }
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => (blockedStorage ? refuse() : (storage.get(key) ?? null)),
    setItem: (key: string, value: string) => (blockedStorage ? refuse() : storage.set(key, value)),
  })
  vi.stubGlobal('window', new EventTarget())
  vi.stubGlobal('document', {
    documentElement: {
      style: { setProperty: () => undefined, removeProperty: () => undefined },
      setAttribute: (name: string, value: string) => htmlAttributes.set(name, value),
      removeAttribute: (name: string) => htmlAttributes.delete(name),
      toggleAttribute: (name: string, force: boolean) =>
        force ? htmlAttributes.set(name, '') : htmlAttributes.delete(name),
    },
  })
  vi.resetModules()
  store = await import('./preferences-store')
}

const listLayout: Preferences = { ...DEFAULT_PREFERENCES, serviceGridLayout: 'list' }

beforeEach(async () => {
  await openTab()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the preferences store', () => {
  it('reads what an earlier visit stored, and the defaults when that is tampered with', async () => {
    storage.set(PREFERENCES_STORAGE_KEY, JSON.stringify(listLayout))
    expect(store.readPreferences()).toEqual(listLayout)

    await openTab()
    storage.set(PREFERENCES_STORAGE_KEY, '{"serviceGridLayout":')
    expect(store.readPreferences()).toEqual(DEFAULT_PREFERENCES)
  })

  it('stores, applies and announces a change at once', () => {
    const listener = vi.fn()
    store.subscribeToPreferences(listener)
    const bold = { ...listLayout, accessibilitySettings: { ...listLayout.accessibilitySettings, isBold: true } }
    store.savePreferences(bold)
    expect(JSON.parse(storage.get(PREFERENCES_STORAGE_KEY) ?? 'null')).toEqual(bold)
    expect(store.readPreferences()).toEqual(bold)
    expect(Object.fromEntries(htmlAttributes)).toEqual({ 'data-bold': '', 'data-service-grid-layout': 'list' })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('follows changes made in another tab', () => {
    const listener = vi.fn()
    const unsubscribe = store.subscribeToPreferences(listener)
    window.dispatchEvent(
      Object.assign(new Event('storage'), { key: PREFERENCES_STORAGE_KEY, newValue: JSON.stringify(listLayout) }),
    )
    expect(store.readPreferences()).toEqual(listLayout)
    expect(htmlAttributes.get('data-service-grid-layout')).toBe('list')
    expect(listener).toHaveBeenCalledTimes(1)

    window.dispatchEvent(Object.assign(new Event('storage'), { key: 'something-else', newValue: 'x' }))
    unsubscribe()
    window.dispatchEvent(Object.assign(new Event('storage'), { key: null, newValue: null }))
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('keeps working for this page when storage is blocked', async () => {
    await openTab({ blockedStorage: true })
    expect(store.readPreferences()).toEqual(DEFAULT_PREFERENCES)
    store.savePreferences(listLayout)
    expect(store.readPreferences()).toEqual(listLayout)
    expect(htmlAttributes.get('data-service-grid-layout')).toBe('list')
  })
})
