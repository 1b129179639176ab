import type { Perspective } from '../source/types'

/** A result source map as the Content Lake returns it (kept opaque here: only visual editing reads it). */
export type ContentSourceMap = Record<string, unknown>

/** SPEC 4: what the content fetch store holds. */
export interface ContentState<Data> {
  loading: boolean
  error: unknown
  data: Data | undefined
  sourceMap: ContentSourceMap | undefined
  perspective: Perspective
}

/** SPEC 4: the store switches off this long after its last listener leaves. */
export const SWITCH_OFF_DELAY_MS = 1_000

export interface ContentStore<Data> {
  getSnapshot(): ContentState<Data>
  /** Adds a listener (for React's useSyncExternalStore); the first one switches the store on. Returns the unsubscribe. */
  subscribe(listener: () => void): () => void
  /** Merges a change into the state and tells every listener. */
  update(change: Partial<ContentState<Data>>): void
  /** Whether the store's source is switched on now. */
  readonly active: boolean
}

/**
 * A content fetch store (SPEC 4): loading, error, data, sourceMap and perspective, and a source that
 * runs only while someone listens. `switchOn` starts the source (a live connection, a fetch loop) and
 * returns how to stop it; it is stopped 1 second after the last listener leaves, so a listener that
 * leaves and comes back at once (a re-render, a navigation) keeps the same connection.
 */
export function createContentStore<Data>(options: {
  perspective: Perspective
  switchOn: (store: ContentStore<Data>) => () => void
  switchOffDelayMs?: number
}): ContentStore<Data> {
  const listeners = new Set<() => void>()
  let state: ContentState<Data> = {
    loading: false,
    error: undefined,
    data: undefined,
    sourceMap: undefined,
    perspective: options.perspective,
  }
  let switchOff: (() => void) | undefined
  let switchOffTimer: ReturnType<typeof setTimeout> | undefined

  const store: ContentStore<Data> = {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener)
      clearTimeout(switchOffTimer)
      switchOffTimer = undefined
      switchOff ??= options.switchOn(store)
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return
        switchOffTimer = setTimeout(() => {
          switchOffTimer = undefined
          const stop = switchOff
          switchOff = undefined
          stop?.()
        }, options.switchOffDelayMs ?? SWITCH_OFF_DELAY_MS)
      }
    },
    update(change) {
      state = { ...state, ...change }
      for (const listener of [...listeners]) listener()
    },
    get active() {
      return switchOff !== undefined
    },
  }
  return store
}
