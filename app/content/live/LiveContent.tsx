import { useEffect, useRef } from 'react'
import { useRevalidator } from 'react-router'
import type { Perspective } from '../source/types'
import { browserEnvironment, pageVisibility } from './browser-environment'
import { createContentStore, type ContentState, type ContentStore } from './content-store'
import { refetchOnNewVersion } from './refetch-policy'
import { shareLiveConnection, type LiveStatus } from './shared-connection'

/**
 * Waits this long after the page has hydrated before listening: a page glanced at and left never
 * opens a connection, and the page's own requests finish first.
 */
const CONNECT_AFTER_MS = 1_500

/** What each status of the browser's live connection means for the store (SPEC 8: errors stay in the store, no message to the visitor). */
const STORE_CHANGE: Record<LiveStatus, Partial<ContentState<{ version: number }>>> = {
  connecting: { loading: true },
  connected: { loading: false, error: undefined },
  lost: { loading: false, error: new Error('The live content connection was lost') },
  paused: { loading: false },
}

/** `<html data-live="connected">` while this tab hears the browser's live connection, its own or another tab's. */
function markLive(connected: boolean) {
  if (connected) document.documentElement.dataset.live = 'connected'
  else delete document.documentElement.dataset.live
}

/** The browser's live connection as a content store (SPEC 4): data is the content version the server last reported. */
function liveStore(perspective: Perspective): ContentStore<{ version: number }> {
  return createContentStore<{ version: number }>({
    perspective,
    switchOn(store) {
      const leave = shareLiveConnection(browserEnvironment(), {
        version: (version) => store.update({ data: { version } }),
        status(status) {
          markLive(status === 'connected')
          store.update(STORE_CHANGE[status])
        },
      })
      return () => {
        leave()
        markLive(false)
      }
    },
  })
}

/**
 * Live content (SPEC 4, 'live events from the content service trigger a refetch'): the open page
 * refetches its loaders' data when the content changes, without reloading. The server relays its own
 * change events (the local dataset's watcher, or Sanity's Live Content API) as server-sent events, and
 * one visible tab of the browser holds that stream for all of them (shared-connection.ts,
 * docs/decisions/0024-visual-editing-and-live-content.md). A hidden tab refetches when it is shown.
 */
export function LiveContent({ perspective }: { perspective: Perspective }) {
  const revalidator = useRevalidator()
  const revalidate = useRef(revalidator.revalidate)
  revalidate.current = revalidator.revalidate

  useEffect(() => {
    const store = liveStore(perspective)
    const refetch = refetchOnNewVersion(pageVisibility, () => void revalidate.current())
    let leave: (() => void) | undefined
    const timer = setTimeout(() => {
      leave = store.subscribe(() => {
        const version = store.getSnapshot().data?.version
        if (version !== undefined) refetch.heard(version)
      })
    }, CONNECT_AFTER_MS)
    return () => {
      clearTimeout(timer)
      leave?.()
      refetch.stop()
    }
  }, [perspective])
  return null
}
