import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type Frame = () => void
let frames: Frame[]

beforeEach(() => {
  vi.resetModules()
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  frames = []
  vi.stubGlobal('window', {})
  // The exit marks <html> (app/shell/safe-exit/exit-page.ts): a page's attributes, and nothing else of a document.
  const attributes = new Set<string>()
  vi.stubGlobal('document', {
    documentElement: {
      setAttribute: (name: string) => attributes.add(name),
      hasAttribute: (name: string) => attributes.has(name),
    },
  })
  vi.stubGlobal('requestAnimationFrame', (callback: Frame) => frames.push(callback))
  vi.stubGlobal('cancelAnimationFrame', () => {})
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const view = { event: 'page-view' as const, title: 'Home', path: '/' }

describe('afterRender', () => {
  it('sends once the next frame has been painted', async () => {
    const { afterRender } = await import('./data-layer')
    const send = vi.fn()
    afterRender(send)
    expect(send).not.toHaveBeenCalled()
    frames.forEach((frame) => frame())
    vi.advanceTimersByTime(0)
    expect(send).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(200)
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('waits 100 ms at most when no frame is painted (a background tab)', async () => {
    const { afterRender } = await import('./data-layer')
    const send = vi.fn()
    afterRender(send)
    vi.advanceTimersByTime(99)
    expect(send).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('sends nothing when cancelled (the visitor moved on first)', async () => {
    const { afterRender } = await import('./data-layer')
    const send = vi.fn()
    afterRender(send)()
    frames.forEach((frame) => frame())
    vi.advanceTimersByTime(200)
    expect(send).not.toHaveBeenCalled()
  })
})

describe('pushPageView', () => {
  it('pushes to window.dataLayer', async () => {
    const { pushPageView } = await import('./data-layer')
    pushPageView(view)
    expect((window as Window).dataLayer).toEqual([view])
  })

  it('pushes nothing after the visitor pressed Exit this page', async () => {
    const { pushPageView, stopSending, sending } = await import('./data-layer')
    stopSending()
    pushPageView(view)
    expect(sending()).toBe(false)
    expect((window as Window).dataLayer ?? []).toEqual([])
  })
})
