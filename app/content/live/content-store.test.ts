import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createContentStore, SWITCH_OFF_DELAY_MS } from './content-store'

describe('createContentStore', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  function storeWithSource() {
    const stop = vi.fn()
    const switchOn = vi.fn(() => stop)
    const store = createContentStore<{ title: string }>({ perspective: 'published', switchOn })
    return { store, switchOn, stop }
  }

  it('starts empty in its perspective, with loading, error, data and sourceMap', () => {
    const { store } = storeWithSource()
    expect(store.getSnapshot()).toEqual({
      loading: false,
      error: undefined,
      data: undefined,
      sourceMap: undefined,
      perspective: 'published',
    })
  })

  it('switches its source on with the first listener only', () => {
    const { store, switchOn } = storeWithSource()
    expect(store.active).toBe(false)
    store.subscribe(() => {})
    store.subscribe(() => {})
    expect(switchOn).toHaveBeenCalledTimes(1)
    expect(store.active).toBe(true)
  })

  it('switches off 1 second after its last listener leaves, not before', () => {
    const { store, stop } = storeWithSource()
    const leaveFirst = store.subscribe(() => {})
    const leaveSecond = store.subscribe(() => {})
    leaveFirst()
    vi.advanceTimersByTime(5_000)
    expect(stop).not.toHaveBeenCalled()
    leaveSecond()
    vi.advanceTimersByTime(SWITCH_OFF_DELAY_MS - 1)
    expect(stop).not.toHaveBeenCalled()
    expect(store.active).toBe(true)
    vi.advanceTimersByTime(1)
    expect(stop).toHaveBeenCalledTimes(1)
    expect(store.active).toBe(false)
    expect(SWITCH_OFF_DELAY_MS).toBe(1_000)
  })

  it('keeps the same source when a listener comes back within the second', () => {
    const { store, switchOn, stop } = storeWithSource()
    store.subscribe(() => {})()
    vi.advanceTimersByTime(900)
    const leave = store.subscribe(() => {})
    vi.advanceTimersByTime(5_000)
    expect(stop).not.toHaveBeenCalled()
    expect(switchOn).toHaveBeenCalledTimes(1)
    leave()
    vi.advanceTimersByTime(SWITCH_OFF_DELAY_MS)
    expect(stop).toHaveBeenCalledTimes(1)
    store.subscribe(() => {})
    expect(switchOn).toHaveBeenCalledTimes(2)
  })

  it('tells its listeners of every change and keeps an error beside the last data', () => {
    const { store } = storeWithSource()
    const listener = vi.fn()
    store.subscribe(listener)
    store.update({ loading: true })
    store.update({ loading: false, data: { title: 'Home' }, sourceMap: { documents: [] } })
    const failure = new Error('content service down')
    store.update({ error: failure })
    expect(listener).toHaveBeenCalledTimes(3)
    expect(store.getSnapshot()).toEqual({
      loading: false,
      error: failure,
      data: { title: 'Home' },
      sourceMap: { documents: [] },
      perspective: 'published',
    })
  })

  it('leaving twice does not switch off early for the listeners still there', () => {
    const { store, stop } = storeWithSource()
    const leave = store.subscribe(() => {})
    store.subscribe(() => {})
    leave()
    leave()
    vi.advanceTimersByTime(SWITCH_OFF_DELAY_MS * 2)
    expect(stop).not.toHaveBeenCalled()
  })
})
