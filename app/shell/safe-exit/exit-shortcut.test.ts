import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EXIT_SHORTCUT_TIMEOUT_MS, listenForExitShortcut, type ExitShortcutProgress } from './exit-shortcut'

let target: EventTarget
let progress: ExitShortcutProgress[]
let exits: number
let stop: () => void

function keyUp(key: string, shiftKey = false) {
  target.dispatchEvent(Object.assign(new Event('keyup'), { key, shiftKey }))
}

beforeEach(() => {
  vi.useFakeTimers()
  target = new EventTarget()
  progress = []
  exits = 0
  stop = listenForExitShortcut(
    target,
    (update) => progress.push(update),
    () => (exits += 1),
  )
})

afterEach(() => {
  stop()
  vi.useRealTimers()
})

describe('the exit shortcut (Shift three times)', () => {
  it('exits on the third press and tells screen reader users how many presses are left', () => {
    keyUp('Shift')
    keyUp('Shift')
    expect(exits).toBe(0)
    keyUp('Shift')
    expect(exits).toBe(1)
    expect(progress).toEqual([
      { presses: 1, announcement: 'Shift, press 2 more times to exit.' },
      { presses: 2, announcement: 'Shift, press 1 more time to exit.' },
    ])
  })

  it('allows up to 5 seconds between presses', () => {
    keyUp('Shift')
    vi.advanceTimersByTime(EXIT_SHORTCUT_TIMEOUT_MS - 1)
    keyUp('Shift')
    vi.advanceTimersByTime(EXIT_SHORTCUT_TIMEOUT_MS - 1)
    keyUp('Shift')
    expect(exits).toBe(1)
  })

  it('expires 5 seconds after the last press, says so, then falls silent', () => {
    keyUp('Shift')
    keyUp('Shift')
    vi.advanceTimersByTime(EXIT_SHORTCUT_TIMEOUT_MS)
    expect(progress.at(-1)).toEqual({ presses: 0, announcement: 'Exit this page expired.' })
    keyUp('Shift')
    expect(exits).toBe(0)
    expect(progress.at(-1)).toEqual({ presses: 1, announcement: 'Shift, press 2 more times to exit.' })
    vi.advanceTimersByTime(2 * EXIT_SHORTCUT_TIMEOUT_MS)
    expect(progress.at(-1)).toEqual({ presses: 0, announcement: '' })
  })

  it('starts again when another key comes between the presses', () => {
    keyUp('Shift')
    keyUp('Shift')
    keyUp('a')
    expect(progress.at(-1)).toEqual({ presses: 0, announcement: 'Exit this page expired.' })
    keyUp('Shift')
    keyUp('Shift')
    expect(exits).toBe(0)
  })

  it('does not count Shift released after typing a capital letter', () => {
    keyUp('Shift')
    keyUp('Shift')
    keyUp('A', true)
    keyUp('Shift')
    expect(exits).toBe(0)
  })

  it('stops listening when asked', () => {
    stop()
    keyUp('Shift')
    keyUp('Shift')
    keyUp('Shift')
    expect(exits).toBe(0)
    expect(progress).toEqual([])
  })
})
