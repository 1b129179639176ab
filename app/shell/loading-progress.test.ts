import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createLoadingProgress,
  estimatedProgress,
  HIDDEN_BAR,
  LOADING_BAR,
  type LoadingBarView,
} from './loading-progress'

let views: LoadingBarView[]
const latest = () => views.at(-1) ?? HIDDEN_BAR

beforeEach(() => {
  vi.useFakeTimers()
  views = []
})

afterEach(() => {
  vi.useRealTimers()
})

function started() {
  const progress = createLoadingProgress((view) => views.push(view))
  progress.start()
  return progress
}

describe('the loading bar timing', () => {
  it('uses the constants of SPEC 9', () => {
    expect(LOADING_BAR).toEqual({ throttleMs: 200, durationMs: 2000, hideDelayMs: 500, resetDelayMs: 400, heightPx: 3 })
  })

  it('shows nothing for a navigation shorter than the throttle', () => {
    const progress = started()
    vi.advanceTimersByTime(199)
    progress.finish()
    vi.advanceTimersByTime(5000)
    expect(views).toEqual([])
  })

  it('appears once a navigation has lasted 200 ms', () => {
    started()
    vi.advanceTimersByTime(199)
    expect(latest().visible).toBe(false)
    vi.advanceTimersByTime(1)
    expect(latest()).toEqual({ visible: true, progress: 0 })
  })

  it('eases towards 100 % over the duration without reaching it', () => {
    started()
    vi.advanceTimersByTime(LOADING_BAR.throttleMs)
    const seen: number[] = []
    for (let step = 0; step < 600; step++) {
      vi.advanceTimersByTime(100)
      seen.push(latest().progress)
    }
    for (let index = 1; index < seen.length; index++) expect(seen[index]).toBeGreaterThan(seen[index - 1] as number)
    expect(seen[19]).toBeCloseTo(estimatedProgress(LOADING_BAR.durationMs), 5)
    expect(estimatedProgress(LOADING_BAR.durationMs)).toBeCloseTo(70.5, 1)
    expect(Math.max(...seen)).toBeLessThan(100)
    expect(latest().visible).toBe(true)
  })

  it('fills on finish, hides after the hide delay and resets after the reset delay', () => {
    const progress = started()
    vi.advanceTimersByTime(LOADING_BAR.throttleMs + 700)
    progress.finish()
    expect(latest()).toEqual({ visible: true, progress: 100 })
    vi.advanceTimersByTime(499)
    expect(latest()).toEqual({ visible: true, progress: 100 })
    vi.advanceTimersByTime(1)
    expect(latest()).toEqual({ visible: false, progress: 100 })
    vi.advanceTimersByTime(399)
    expect(latest()).toEqual({ visible: false, progress: 100 })
    vi.advanceTimersByTime(1)
    expect(latest()).toEqual(HIDDEN_BAR)
    const count = views.length
    vi.advanceTimersByTime(10_000)
    expect(views.length).toBe(count)
  })

  it('ignores a second start while loading and a finish with nothing started', () => {
    const progress = createLoadingProgress((view) => views.push(view))
    progress.finish()
    expect(views).toEqual([])
    progress.start()
    vi.advanceTimersByTime(150)
    progress.start()
    vi.advanceTimersByTime(50)
    expect(latest()).toEqual({ visible: true, progress: 0 })
  })

  it('starts again at once when a new navigation begins while the full bar is still shown', () => {
    const progress = started()
    vi.advanceTimersByTime(LOADING_BAR.throttleMs + 500)
    progress.finish()
    vi.advanceTimersByTime(100)
    progress.start()
    expect(latest()).toEqual({ visible: true, progress: 0 })
    vi.advanceTimersByTime(1000)
    expect(latest().visible).toBe(true)
    expect(latest().progress).toBeGreaterThan(0)
    expect(latest().progress).toBeLessThan(100)
  })

  it('throttles again when a navigation begins after the bar was hidden', () => {
    const progress = started()
    vi.advanceTimersByTime(LOADING_BAR.throttleMs)
    progress.finish()
    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs + 100)
    progress.start()
    expect(latest()).toEqual(HIDDEN_BAR)
    vi.advanceTimersByTime(199)
    expect(latest().visible).toBe(false)
    vi.advanceTimersByTime(1)
    expect(latest()).toEqual({ visible: true, progress: 0 })
  })

  it('stops every timer when disposed', () => {
    const progress = started()
    vi.advanceTimersByTime(LOADING_BAR.throttleMs + 100)
    progress.dispose()
    const count = views.length
    vi.advanceTimersByTime(10_000)
    expect(views.length).toBe(count)
    expect(vi.getTimerCount()).toBe(0)
  })
})
