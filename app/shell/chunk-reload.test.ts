import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CHUNK_RELOAD_MARKER,
  FATAL_ERROR_EVENT,
  PRELOAD_ERROR_EVENT,
  reloadOnceOnChunkError,
  shouldReloadForChunkError,
} from './chunk-reload'

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
  function fakeWindow(
    pending?: { pathname: string; search: string; hash: string },
    sessionStorage = new MemoryStorage(),
  ) {
    const events = new EventTarget()
    const navigation = new EventTarget()
    const reload = vi.fn()
    const assign = vi.fn()
    const fatal = vi.fn()
    events.addEventListener(FATAL_ERROR_EVENT, fatal)
    reloadOnceOnChunkError({
      addEventListener: events.addEventListener.bind(events),
      dispatchEvent: events.dispatchEvent.bind(events),
      sessionStorage,
      location: {
        href: 'https://www.altogether.example/services',
        origin: 'https://www.altogether.example',
        reload,
        assign,
      },
      navigation: {
        addEventListener: (type, listener) => navigation.addEventListener(type, listener as EventListener),
      },
      __reactRouterDataRouter: { state: { navigation: { location: pending } } },
    })
    /** Fires the event as Vite does; true when something cancelled it (Vite then does not rethrow). */
    const preloadError = () => !events.dispatchEvent(new Event(PRELOAD_ERROR_EVENT, { cancelable: true }))
    /** React Router's own reload after a route's code failed: true when it was stopped. */
    const routerReload = () =>
      !navigation.dispatchEvent(
        Object.assign(new Event('navigate', { cancelable: true }), { navigationType: 'reload' }),
      )
    return { reload, assign, fatal, preloadError, routerReload }
  }

  it('reloads the page once, then leaves a second failure within 10 seconds to the code that asked for the chunk', () => {
    vi.useFakeTimers({ now: 1_000_000 })
    try {
      const tabStorage = new MemoryStorage()
      const first = fakeWindow(undefined, tabStorage)
      expect(first.preloadError()).toBe(true)
      expect(first.reload).toHaveBeenCalledTimes(1)
      // Further failures of the same page while it goes are cancelled too: nothing rejects on a page that is leaving.
      expect(first.preloadError()).toBe(true)
      expect(first.reload).toHaveBeenCalledTimes(1)
      // The reloaded page: a fresh window over the tab's session storage. Not cancelled: Vite rethrows, the import rejects.
      vi.advanceTimersByTime(3_000)
      const reloaded = fakeWindow(undefined, tabStorage)
      expect(reloaded.preloadError()).toBe(false)
      expect(reloaded.reload).not.toHaveBeenCalled()
      expect(reloaded.fatal).not.toHaveBeenCalled()
      // Ten seconds on, a new failure is a new chance.
      vi.advanceTimersByTime(7_000)
      const later = fakeWindow(undefined, tabStorage)
      expect(later.preloadError()).toBe(true)
      expect(later.reload).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it("shows the error page when a route's code fails again within 10 seconds", () => {
    vi.useFakeTimers({ now: 1_000_000 })
    try {
      const tabStorage = new MemoryStorage()
      const first = fakeWindow({ pathname: '/articles', search: '', hash: '' }, tabStorage)
      expect(first.routerReload()).toBe(true)
      expect(first.assign).toHaveBeenCalledTimes(1)
      vi.advanceTimersByTime(3_000)
      const reloaded = fakeWindow({ pathname: '/articles', search: '', hash: '' }, tabStorage)
      expect(reloaded.routerReload()).toBe(true)
      expect(reloaded.assign).not.toHaveBeenCalled()
      expect(reloaded.fatal).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('goes to the page the visitor was going to when a route’s code failed, not back to the one they left', () => {
    const browser = fakeWindow({ pathname: '/articles', search: '?page=2', hash: '' })
    expect(browser.routerReload()).toBe(true)
    expect(browser.assign).toHaveBeenCalledWith('https://www.altogether.example/articles?page=2')
    expect(browser.reload).not.toHaveBeenCalled()
  })

  it('leaves a reload alone when no client navigation is under way', () => {
    const browser = fakeWindow()
    expect(browser.routerReload()).toBe(false)
    expect(browser.reload).not.toHaveBeenCalled()
    expect(browser.assign).not.toHaveBeenCalled()
  })
})
