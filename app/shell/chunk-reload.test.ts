import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_RELOAD_MARKER, reloadOnceOnChunkError, shouldReloadForChunkError } from './chunk-reload'

class MemoryStorage {
  readonly items = new Map<string, string>()
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
}

describe('shouldReloadForChunkError', () => {
  let storage: MemoryStorage
  beforeEach(() => {
    storage = new MemoryStorage()
  })

  it('reloads on the first failure and leaves a marker with the time', () => {
    expect(shouldReloadForChunkError(() => storage, 1_000_000)).toBe(true)
    expect(storage.getItem(CHUNK_RELOAD_MARKER)).toBe('1000000')
  })

  it('does not reload again within 10 seconds, so a lasting failure reaches the error page', () => {
    shouldReloadForChunkError(() => storage, 1_000_000)
    expect(shouldReloadForChunkError(() => storage, 1_000_000 + 9_999)).toBe(false)
    expect(storage.getItem(CHUNK_RELOAD_MARKER)).toBe('1000000')
  })

  it('reloads again once the marker is 10 seconds old', () => {
    shouldReloadForChunkError(() => storage, 1_000_000)
    expect(shouldReloadForChunkError(() => storage, 1_000_000 + 10_000)).toBe(true)
    expect(storage.getItem(CHUNK_RELOAD_MARKER)).toBe('1010000')
  })

  it('treats a marker it cannot read, or one from the future, as no marker', () => {
    storage.setItem(CHUNK_RELOAD_MARKER, 'garbage')
    expect(shouldReloadForChunkError(() => storage, 1_000_000)).toBe(true)
    storage.setItem(CHUNK_RELOAD_MARKER, '2000000')
    expect(shouldReloadForChunkError(() => storage, 1_000_000)).toBe(true)
  })

  it('lets the error through when session storage is unavailable', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }
    expect(shouldReloadForChunkError(blocked, 1_000_000)).toBe(false)
    const full = { getItem: () => null, setItem: blocked }
    expect(shouldReloadForChunkError(() => full, 1_000_000)).toBe(false)
  })
})

describe('reloadOnceOnChunkError', () => {
  function fakeWindow() {
    const target = new EventTarget()
    const reload = vi.fn()
    const sessionStorage = new MemoryStorage()
    reloadOnceOnChunkError({ addEventListener: target.addEventListener.bind(target), sessionStorage, location: { reload } })
    /** Fires the event as Vite does; true when something cancelled it (Vite then does not rethrow). */
    const preloadError = () => !target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }))
    return { reload, preloadError }
  }

  it('reloads the page and stops Vite rethrowing the first time, then lets a second failure through', () => {
    vi.useFakeTimers({ now: 1_000_000 })
    try {
      const browser = fakeWindow()
      expect(browser.preloadError()).toBe(true)
      expect(browser.reload).toHaveBeenCalledTimes(1)
      vi.advanceTimersByTime(3_000)
      expect(browser.preloadError()).toBe(false)
      expect(browser.reload).toHaveBeenCalledTimes(1)
      vi.advanceTimersByTime(7_000)
      expect(browser.preloadError()).toBe(true)
      expect(browser.reload).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })
})
