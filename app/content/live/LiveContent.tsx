import { useEffect, useRef } from 'react'
import { useRevalidator } from 'react-router'
import type { Perspective } from '../source/types'
import { createContentStore, type ContentStore } from './content-store'
import { CONTENT_EVENT, LIVE_EVENTS_PATH, versionIn } from './live-events'

/**
 * Waits this long after the page has hydrated before listening: a page glanced at and left never
 * opens a connection, and the page's own requests finish first.
 */
const CONNECT_AFTER_MS = 1_500

/** The live connection as a content store (SPEC 4): data is the content version the server last reported. */
function liveStore(perspective: Perspective): ContentStore<{ version: number }> {
  return createContentStore<{ version: number }>({
    perspective,
    switchOn(store) {
      const source = new EventSource(LIVE_EVENTS_PATH)
      store.update({ loading: true })
      source.addEventListener('open', () => {
        document.documentElement.dataset.live = 'connected'
        store.update({ loading: false, error: undefined })
      })
      source.addEventListener(CONTENT_EVENT, (event) => {
        const version = versionIn(event.data)
        if (version !== undefined) store.update({ data: { version } })
      })
      // EventSource reconnects by itself; the store keeps the error until it does (SPEC 8: no message to the visitor).
      source.addEventListener('error', () => {
        delete document.documentElement.dataset.live
        store.update({ error: new Error('The live content connection was lost') })
      })
      return () => {
        source.close()
        delete document.documentElement.dataset.live
      }
    },
  })
}

/**
 * Live content (SPEC 4, 'live events from the content service trigger a refetch'): the open page
 * refetches its loaders' data when the content changes, without reloading. The server relays its own
 * change events (the local dataset's watcher, or Sanity's Live Content API) as server-sent events
 * (docs/decisions/0024-visual-editing-and-live-content.md). `<html data-live="connected">` says the
 * page is listening.
 */
export function LiveContent({ perspective }: { perspective: Perspective }) {
  const revalidator = useRevalidator()
  const revalidate = useRef(revalidator.revalidate)
  revalidate.current = revalidator.revalidate

  useEffect(() => {
    const store = liveStore(perspective)
    let seen: number | undefined
    let leave: (() => void) | undefined
    const timer = setTimeout(() => {
      leave = store.subscribe(() => {
        const version = store.getSnapshot().data?.version
        if (version === undefined || version === seen) return
        // The first version is the server's when the page connected; each later one is a change (a reconnect that missed one included).
        const changed = seen !== undefined
        seen = version
        if (changed) void revalidate.current()
      })
    }, CONNECT_AFTER_MS)
    return () => {
      clearTimeout(timer)
      leave?.()
    }
  }, [perspective])
  return null
}
