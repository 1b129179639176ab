/**
 * One live connection per browser, shared by the site's tabs (docs/decisions/0024-visual-editing-and-live-content.md).
 *
 * A browser allows six connections to a site over HTTP/1.1, and a server-sent events stream holds one
 * for as long as it is open: six tabs each with their own stream left none for their pages. So the tabs
 * of a browser elect one of them to hold the stream — whichever visible tab holds a Web Lock of the site —
 * and it passes every content version on to the others over a BroadcastChannel. Only visible tabs ask
 * for the lock, so while no tab of the site is visible nobody holds the stream; when the holder is hidden
 * or closed (the browser releases its lock then too) the next visible tab in the queue takes over. Where
 * BroadcastChannel or Web Locks is missing every tab holds its own stream while it is visible.
 *
 * Pure: the stream, the channel, the lock and the page's visibility are given (browser-environment.ts).
 */

/** Where the browser's live connection stands, as one tab sees it. `paused`: no tab of the site is visible, so no tab holds it. */
export type LiveStatus = 'connecting' | 'connected' | 'lost' | 'paused'

/** What the server's stream reports to the tab that holds it. */
export interface StreamEvents {
  /** The content version: once on connecting, then after every change. */
  version(version: number): void
  status(status: Exclude<LiveStatus, 'paused'>): void
}

/** Whether the page is seen (`document.visibilityState`), and its changes. */
export interface Visibility {
  isVisible(): boolean
  onChange(listener: () => void): () => void
}

/** The site's tabs in this browser: a channel all of them hear, and a lock one of them holds at a time. */
export interface TabsOfTheSite {
  channel: {
    post(message: TabMessage): void
    listen(listener: (message: unknown) => void): () => void
    close(): void
  }
  /** Waits for the lock unless `signal` aborts first (then rejects), and holds it until `held`'s promise settles. */
  requestLock(signal: AbortSignal, held: () => Promise<void>): Promise<void>
}

export interface LiveEnvironment {
  /** Opens the server's stream; returns how to close it. */
  openStream: (events: StreamEvents) => () => void
  /** Undefined where the browser has no BroadcastChannel or no Web Locks (or not here: Web Locks need a secure context). */
  tabs: TabsOfTheSite | undefined
  visibility: Visibility
}

/** What this tab hears of the browser's live connection. */
export interface LiveListener {
  version(version: number): void
  status(status: LiveStatus): void
}

/** Messages between tabs: a tab that starts asks, and the tab holding the stream tells its state. */
export type TabMessage = { type: 'ask' } | { type: 'state'; status: LiveStatus; version?: number }

const STATUSES: readonly string[] = ['connecting', 'connected', 'lost', 'paused'] satisfies LiveStatus[]

/** Another tab's message, checked: a tab of an older or newer build of the site may say something else. */
export function tabMessage(data: unknown): TabMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { type, status, version } = data as Record<string, unknown>
  if (type === 'ask') return { type }
  if (type !== 'state' || typeof status !== 'string' || !STATUSES.includes(status)) return undefined
  if (version !== undefined && !(typeof version === 'number' && Number.isInteger(version))) return undefined
  return { type, status: status as LiveStatus, ...(version === undefined ? {} : { version }) }
}

/**
 * Joins this tab to the browser's live connection: it hears every content version and the connection's
 * status, holds the stream itself when elected, and asks to be elected only while it is visible.
 * Returns how to leave (closing the stream if this tab holds it, and the channel).
 */
export function shareLiveConnection(
  { openStream, tabs, visibility }: LiveEnvironment,
  listener: LiveListener,
): () => void {
  /** Set while this tab holds the stream: what it knows, to tell the others. */
  let holding: { status: Exclude<LiveStatus, 'paused'>; version?: number } | undefined
  /** Set while this tab is visible: how to stop waiting for the lock, or give it up. */
  let leave: (() => void) | undefined

  const tellState = () => {
    if (holding) tabs?.channel.post({ type: 'state', ...holding })
  }

  function holdStream(): () => void {
    const held: NonNullable<typeof holding> = { status: 'connecting' }
    holding = held
    listener.status('connecting')
    tellState()
    const close = openStream({
      version(version) {
        held.version = version
        listener.version(version)
        tellState()
      },
      status(status) {
        held.status = status
        listener.status(status)
        tellState()
      },
    })
    return () => {
      close()
      holding = undefined
      listener.status('paused')
      tabs?.channel.post({ type: 'state', status: 'paused' })
    }
  }

  function join(): () => void {
    if (!tabs) return holdStream()
    const waiting = new AbortController()
    let release: (() => void) | undefined
    tabs
      .requestLock(
        waiting.signal,
        () =>
          new Promise<void>((released) => {
            const close = holdStream()
            release = () => {
              close()
              released()
            }
          }),
      )
      .catch(() => {
        // Aborted: the tab was hidden before its turn. Anything else (a frame where locks are refused): hold its own stream.
        if (!waiting.signal.aborted) release = holdStream()
      })
    return () => {
      waiting.abort()
      release?.()
      release = undefined
    }
  }

  const followVisibility = () => {
    if (visibility.isVisible()) {
      leave ??= join()
    } else {
      leave?.()
      leave = undefined
    }
  }

  const stopListening = tabs?.channel.listen((data) => {
    const message = tabMessage(data)
    if (!message) return
    if (message.type === 'ask') return tellState()
    // This tab's own stream is the truth while it holds one (a former holder's 'paused' may come late).
    if (holding) return
    if (message.version !== undefined) listener.version(message.version)
    listener.status(message.status)
  })
  const stopWatching = visibility.onChange(followVisibility)
  tabs?.channel.post({ type: 'ask' })
  followVisibility()

  return () => {
    stopWatching()
    leave?.()
    leave = undefined
    stopListening?.()
    tabs?.channel.close()
  }
}
