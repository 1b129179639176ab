/** SPEC 9: the top loading bar's constants. */
export const LOADING_BAR = {
  /** Navigations shorter than this show nothing. */
  throttleMs: 200,
  /** The time over which the estimate eases towards 100 %. */
  durationMs: 2000,
  /** How long the full bar stays after loading finishes. */
  hideDelayMs: 500,
  /** How long after hiding the bar returns to 0 %, once it has faded out. */
  resetDelayMs: 400,
  heightPx: 3,
} as const

/** How often the estimate moves while a page loads. */
const TICK_MS = 100

export interface LoadingBarView {
  visible: boolean
  /** 0 to 100. */
  progress: number
}

export const HIDDEN_BAR: LoadingBarView = { visible: false, progress: 0 }

/** An estimate that rises quickly, then slows, and never reaches 100 %: about 70 % after `durationMs`. */
export function estimatedProgress(elapsedMs: number): number {
  return (200 / Math.PI) * Math.atan((2 * elapsedMs) / LOADING_BAR.durationMs)
}

export interface LoadingProgress {
  /** A page started loading. */
  start(): void
  /** It finished: fill the bar, hide it after the hide delay, reset it after the reset delay. */
  finish(): void
  /** Stop every timer (on unmount). */
  dispose(): void
}

type Phase = 'idle' | 'throttled' | 'loading' | 'finishing' | 'hiding'

/**
 * The loading bar's timing (SPEC 4: start, finish, hide), apart from React so it can be tested with
 * fake timers. `onChange` receives every new view of the bar.
 */
export function createLoadingProgress(onChange: (view: LoadingBarView) => void): LoadingProgress {
  let phase: Phase = 'idle'
  let timer: ReturnType<typeof setTimeout> | undefined
  let ticker: ReturnType<typeof setInterval> | undefined

  function stopTimers() {
    clearTimeout(timer)
    clearInterval(ticker)
    timer = ticker = undefined
  }

  function show() {
    phase = 'loading'
    const shownAt = Date.now()
    onChange({ visible: true, progress: 0 })
    ticker = setInterval(() => onChange({ visible: true, progress: estimatedProgress(Date.now() - shownAt) }), TICK_MS)
  }

  function hide() {
    phase = 'hiding'
    onChange({ visible: false, progress: 100 })
    timer = setTimeout(() => {
      phase = 'idle'
      onChange(HIDDEN_BAR)
    }, LOADING_BAR.resetDelayMs)
  }

  return {
    start() {
      if (phase === 'throttled' || phase === 'loading') return
      const alreadyShown = phase === 'finishing'
      if (phase === 'hiding') onChange(HIDDEN_BAR)
      stopTimers()
      if (alreadyShown) {
        show()
      } else {
        phase = 'throttled'
        timer = setTimeout(show, LOADING_BAR.throttleMs)
      }
    },
    finish() {
      if (phase === 'throttled') {
        stopTimers()
        phase = 'idle'
      } else if (phase === 'loading') {
        stopTimers()
        phase = 'finishing'
        onChange({ visible: true, progress: 100 })
        timer = setTimeout(hide, LOADING_BAR.hideDelayMs)
      }
    },
    dispose() {
      stopTimers()
      phase = 'idle'
    },
  }
}
