/** SPEC 4: after a chunk-load error the page reloads once; the marker makes "once" last this long. */
const CHUNK_RELOAD_WINDOW_MS = 10_000
export const CHUNK_RELOAD_MARKER = 'chunk-reload-at'

type MarkerStorage = Pick<Storage, 'getItem' | 'setItem'>

/**
 * Whether a failed chunk load should reload the page: yes, unless this tab already reloaded for one
 * in the last 10 seconds (a second failure then reaches the error page instead of looping). Without
 * session storage there is no way to tell, so the error goes through.
 */
export function shouldReloadForChunkError(storage: () => MarkerStorage, now: number): boolean {
  try {
    const session = storage()
    const last = Number(session.getItem(CHUNK_RELOAD_MARKER))
    if (last && now - last >= 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return false
    session.setItem(CHUNK_RELOAD_MARKER, String(now))
    return true
  } catch {
    return false
  }
}

interface BrowserWindow {
  addEventListener(type: string, listener: (event: Event) => void): void
  readonly sessionStorage: MarkerStorage
  readonly location: { reload(): void }
}

/**
 * Vite fires `vite:preloadError` when a lazily loaded chunk fails, most often because a new
 * deployment replaced the old files. A reload fetches the new ones; cancelling the event stops Vite
 * from throwing the error on to the error page.
 */
export function reloadOnceOnChunkError(target: BrowserWindow) {
  target.addEventListener('vite:preloadError', (event) => {
    if (!shouldReloadForChunkError(() => target.sessionStorage, Date.now())) return
    event.preventDefault()
    target.location.reload()
  })
}
