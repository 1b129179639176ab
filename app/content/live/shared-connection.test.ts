import { describe, expect, it } from 'vitest'
import {
  shareLiveConnection,
  tabMessage,
  type LiveStatus,
  type StreamEvents,
  type TabsOfTheSite,
} from './shared-connection'

/** Lets queued channel messages and lock grants run, as the browser does between tasks. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * A browser with several tabs of the site: a BroadcastChannel that delivers to every other tab after the
 * current task, a Web Lock granted in request order, the server's streams, and each tab's visibility.
 */
function fakeBrowser({ shared = true, lockRefused = false } = {}) {
  type Tab = ReturnType<typeof openTab>
  const tabs = new Set<Tab>()
  const streams: Array<{ tab: Tab; events: StreamEvents; open: boolean }> = []
  const lock = {
    holder: undefined as Tab | undefined,
    queue: [] as Array<{
      tab: Tab
      held: () => Promise<void>
      granted: () => void
      refused: (error: unknown) => void
      signal: AbortSignal
    }>,
    grantNext() {
      if (lock.holder) return
      const next = lock.queue.shift()
      if (!next) return
      lock.holder = next.tab
      queueMicrotask(() => {
        void next.held().finally(() => {
          if (lock.holder !== next.tab) return
          lock.holder = undefined
          next.granted()
          lock.grantNext()
        })
      })
    },
  }

  function openTab({ visible = true } = {}) {
    const heard = { versions: [] as number[], statuses: [] as LiveStatus[] }
    const visibilityListeners = new Set<() => void>()
    const channelListeners = new Set<(message: unknown) => void>()
    let isVisible = visible
    let closed = false
    const tab = {
      heard,
      get status() {
        return heard.statuses.at(-1)
      },
      deliver(message: unknown) {
        if (!closed) for (const listener of channelListeners) listener(structuredClone(message))
      },
      show() {
        isVisible = true
        for (const listener of visibilityListeners) listener()
      },
      hide() {
        isVisible = false
        for (const listener of visibilityListeners) listener()
      },
      leave: () => {},
      /** The tab is closed without a word: the browser releases its lock and closes its stream. */
      crash() {
        closed = true
        tabs.delete(tab)
        for (const stream of streams) if (stream.tab === tab) stream.open = false
        lock.queue = lock.queue.filter((entry) => entry.tab !== tab)
        if (lock.holder === tab) {
          lock.holder = undefined
          lock.grantNext()
        }
      },
    }
    const sharing: TabsOfTheSite = {
      channel: {
        post(message) {
          const copy = structuredClone(message)
          queueMicrotask(() => {
            for (const other of tabs) if (other !== tab) other.deliver(copy)
          })
        },
        listen(listener) {
          channelListeners.add(listener)
          return () => channelListeners.delete(listener)
        },
        close: () => channelListeners.clear(),
      },
      requestLock(signal, held) {
        if (lockRefused) return Promise.reject(new DOMException('The request was denied.', 'SecurityError'))
        return new Promise<void>((granted, refused) => {
          const entry = { tab, held, granted, refused, signal }
          signal.addEventListener('abort', () => {
            const index = lock.queue.indexOf(entry)
            if (index < 0) return
            lock.queue.splice(index, 1)
            refused(new DOMException('The request was aborted.', 'AbortError'))
          })
          lock.queue.push(entry)
          lock.grantNext()
        })
      },
    }
    tabs.add(tab)
    tab.leave = shareLiveConnection(
      {
        openStream(events) {
          const stream = { tab, events, open: true }
          streams.push(stream)
          return () => {
            stream.open = false
          }
        },
        tabs: shared ? sharing : undefined,
        visibility: {
          isVisible: () => isVisible,
          onChange(listener) {
            visibilityListeners.add(listener)
            return () => visibilityListeners.delete(listener)
          },
        },
      },
      { version: (version) => heard.versions.push(version), status: (status) => heard.statuses.push(status) },
    )
    return tab
  }

  const openStreams = () => streams.filter((stream) => stream.open)
  return {
    openTab,
    openStreams,
    /** The tabs holding an open stream. */
    holders: () => openStreams().map((stream) => stream.tab),
    /** The server: every open stream connects and reports `version`. */
    connectAndSend(version: number) {
      for (const stream of openStreams()) {
        stream.events.status('connected')
        stream.events.version(version)
      }
    },
  }
}

/** Two visible tabs of a browser, the first holding the stream, both having heard version 1. */
async function twoTabsHearing(browser: ReturnType<typeof fakeBrowser>) {
  const tabs = [browser.openTab(), browser.openTab()] as const
  await settle()
  browser.connectAndSend(1)
  await settle()
  return tabs
}

describe('shareLiveConnection', () => {
  it('gives ten visible tabs one stream between them, and every tab hears its versions and that it is connected', async () => {
    const browser = fakeBrowser()
    const tabs = Array.from({ length: 10 }, () => browser.openTab())
    await settle()
    expect(browser.openStreams()).toHaveLength(1)
    browser.connectAndSend(3)
    await settle()
    for (const tab of tabs) {
      expect(tab.heard.versions).toEqual([3])
      expect(tab.status).toBe('connected')
    }
    browser.openStreams()[0]?.events.version(4)
    await settle()
    for (const tab of tabs) expect(tab.heard.versions).toEqual([3, 4])
    expect(browser.openStreams()).toHaveLength(1)
  })

  it('tells a tab that opens later the current version and status at once', async () => {
    const browser = fakeBrowser()
    browser.openTab()
    await settle()
    browser.connectAndSend(7)
    await settle()
    const later = browser.openTab({ visible: false })
    await settle()
    expect(later.heard.versions).toEqual([7])
    expect(later.status).toBe('connected')
    expect(browser.openStreams()).toHaveLength(1)
  })

  it('holds no stream while no tab of the site is visible, and one again when a tab is shown', async () => {
    const browser = fakeBrowser()
    const [first, second] = await twoTabsHearing(browser)
    first.hide()
    second.hide()
    await settle()
    expect(browser.openStreams()).toHaveLength(0)
    expect(first.status).toBe('paused')
    expect(second.status).toBe('paused')
    second.show()
    await settle()
    expect(browser.holders()).toEqual([second])
    browser.connectAndSend(2)
    await settle()
    expect(first.heard.versions).toEqual([1, 2])
    expect(first.status).toBe('connected')
  })

  it('passes the stream to the next visible tab when the tab holding it is hidden, and keeps telling the hidden one', async () => {
    const browser = fakeBrowser()
    const first = browser.openTab()
    const second = browser.openTab()
    const hidden = browser.openTab({ visible: false })
    await settle()
    expect(browser.holders()).toEqual([first])
    first.hide()
    await settle()
    expect(browser.holders()).toEqual([second])
    browser.connectAndSend(5)
    await settle()
    expect(first.heard.versions).toEqual([5])
    expect(hidden.heard.versions).toEqual([5])
    // Shown again, the first tab waits its turn: still one stream.
    first.show()
    await settle()
    expect(browser.openStreams()).toHaveLength(1)
  })

  it('passes the stream on when the tab holding it is closed without a word (the browser releases its lock)', async () => {
    const browser = fakeBrowser()
    const [first, second] = await twoTabsHearing(browser)
    first.crash()
    await settle()
    expect(browser.holders()).toEqual([second])
  })

  it('closes its stream when it leaves and tells the others, who take over', async () => {
    const browser = fakeBrowser()
    const first = browser.openTab()
    const second = browser.openTab({ visible: false })
    const third = browser.openTab()
    await settle()
    browser.connectAndSend(1)
    await settle()
    first.leave()
    await settle()
    expect(browser.holders()).toEqual([third])
    expect(second.heard.statuses).toContain('paused')
    // The hidden tab leaving gives up nothing, and a waiting tab leaving gives up its place.
    second.leave()
    const fourth = browser.openTab()
    await settle()
    fourth.leave()
    third.leave()
    await settle()
    expect(browser.openStreams()).toHaveLength(0)
  })

  it('holds a stream in every visible tab, and none in a hidden one, where BroadcastChannel or Web Locks is missing', async () => {
    const browser = fakeBrowser({ shared: false })
    const first = browser.openTab()
    browser.openTab()
    browser.openTab({ visible: false })
    await settle()
    expect(browser.openStreams()).toHaveLength(2)
    first.hide()
    expect(browser.openStreams()).toHaveLength(1)
  })

  it('holds its own stream where the browser refuses the lock', async () => {
    const browser = fakeBrowser({ lockRefused: true })
    browser.openTab()
    browser.openTab()
    await settle()
    expect(browser.openStreams()).toHaveLength(2)
  })
})

describe('tabMessage', () => {
  it('takes the messages tabs send and nothing else', () => {
    expect(tabMessage({ type: 'ask' })).toEqual({ type: 'ask' })
    expect(tabMessage({ type: 'state', status: 'connected', version: 4 })).toEqual({
      type: 'state',
      status: 'connected',
      version: 4,
    })
    expect(tabMessage({ type: 'state', status: 'paused' })).toEqual({ type: 'state', status: 'paused' })
    for (const odd of [
      null,
      'ask',
      3,
      {},
      { type: 'state', status: 'asleep' },
      { type: 'state', status: 'connected', version: 1.5 },
      { type: 'state', status: 'connected', version: '4' },
    ]) {
      expect(tabMessage(odd)).toBeUndefined()
    }
  })
})
