import { CONTENT_EVENT, LIVE_EVENTS_PATH, versionIn } from './live-events'
import type { LiveEnvironment, StreamEvents, TabsOfTheSite, Visibility } from './shared-connection'

/**
 * The name of the site's BroadcastChannel and Web Lock for live content. Both are per origin, so per
 * site; the number changes when the tabs' messages do, so tabs of an older build never share with newer ones.
 */
export const LIVE_TABS_NAME = 'live-content-1'

/** The server's stream of content versions (server-sent events, live-events.server.ts). EventSource reconnects by itself. */
function openStream(events: StreamEvents): () => void {
  const source = new EventSource(LIVE_EVENTS_PATH)
  source.addEventListener('open', () => events.status('connected'))
  source.addEventListener(CONTENT_EVENT, (event) => {
    const version = versionIn(event.data)
    if (version !== undefined) events.version(version)
  })
  source.addEventListener('error', () => events.status('lost'))
  return () => source.close()
}

/** `document.visibilityState`: a tab in the background, a minimised window, a page being left are hidden. */
export const pageVisibility: Visibility = {
  isVisible: () => document.visibilityState === 'visible',
  onChange(listener) {
    document.addEventListener('visibilitychange', listener)
    return () => document.removeEventListener('visibilitychange', listener)
  },
}

/** This tab's BroadcastChannel and the Web Lock, where the browser has both (Web Locks only in a secure context: https or localhost). */
function tabsOfTheSite(): TabsOfTheSite | undefined {
  if (!('BroadcastChannel' in window) || !('locks' in navigator)) return undefined
  const channel = new BroadcastChannel(LIVE_TABS_NAME)
  return {
    channel: {
      post: (message) => channel.postMessage(message),
      listen(listener) {
        const onMessage = (event: MessageEvent) => listener(event.data)
        channel.addEventListener('message', onMessage)
        return () => channel.removeEventListener('message', onMessage)
      },
      close: () => channel.close(),
    },
    requestLock: (signal, held) => navigator.locks.request(LIVE_TABS_NAME, { signal }, held),
  }
}

/** The browser's side of shared-connection.ts. */
export function browserEnvironment(): LiveEnvironment {
  return { openStream, tabs: tabsOfTheSite(), visibility: pageVisibility }
}
