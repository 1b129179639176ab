import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MAX_SAVED } from './saved-ids'
import { forgetSaved, parseStoredList, SAVED_STORAGE_KEY, saveAll, savedIds, toggleSaved } from './saved-store'

/** localStorage as a browser keeps it, in memory. */
function memoryStorage(): Storage {
  const values = new Map<string, string>()
  return {
    get length() {
      return values.size
    },
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
  }
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage())
  vi.stubGlobal('window', { addEventListener: () => undefined, removeEventListener: () => undefined })
})
afterEach(() => vi.unstubAllGlobals())

const ids = (count: number) => Array.from({ length: count }, (_, index) => `service-${index + 1}`)

describe('the list kept on this device', () => {
  it('saves and removes one id at a time, in the order saved', () => {
    expect(toggleSaved('service-0002')).toBe('saved')
    expect(toggleSaved('location-0001')).toBe('saved')
    expect(savedIds()).toEqual(['service-0002', 'location-0001'])
    expect(JSON.parse(localStorage.getItem(SAVED_STORAGE_KEY) ?? '')).toEqual(['service-0002', 'location-0001'])
    expect(toggleSaved('service-0002')).toBe('removed')
    expect(savedIds()).toEqual(['location-0001'])
  })

  it('leaves nothing behind once the list is empty', () => {
    toggleSaved('service-0002')
    toggleSaved('service-0002')
    expect(localStorage.length).toBe(0)
  })

  it(`saves nothing more once it holds ${MAX_SAVED}`, () => {
    expect(saveAll(ids(MAX_SAVED + 2))).toBe(2)
    expect(toggleSaved('location-0001')).toBe('full')
    expect(savedIds()).toHaveLength(MAX_SAVED)
  })

  it('adds a shared list to what is saved, once each', () => {
    toggleSaved('location-0001')
    expect(saveAll(['service-0002', 'location-0001'])).toBe(0)
    expect(savedIds()).toEqual(['location-0001', 'service-0002'])
  })

  it('forgets ids no longer on the website', () => {
    saveAll(['service-0002', 'location-0001', 'service-0003'])
    forgetSaved(['location-0001', 'never-saved'])
    expect(savedIds()).toEqual(['service-0002', 'service-0003'])
  })

  it('returns the same list while storage holds the same text (a stable snapshot for React)', () => {
    saveAll(['service-0002'])
    expect(savedIds()).toBe(savedIds())
  })

  it('reads anything else stored there as nothing saved, and drops what is not an id', () => {
    expect(parseStoredList('{"not":"a list"}')).toEqual([])
    expect(parseStoredList('not json')).toEqual([])
    expect(parseStoredList('["service-0002", 7, "drafts.x", "service-0002"]')).toEqual(['service-0002'])
  })

  it('keeps working, saving nothing, where storage is blocked', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError')
      },
      removeItem: () => undefined,
    })
    expect(savedIds()).toEqual([])
    expect(() => toggleSaved('service-0002')).not.toThrow()
  })
})
