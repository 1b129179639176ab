/**
 * The keyboard shortcut of GOV.UK's 'Exit this page': Shift pressed three times in a row, each press
 * within 5 seconds of the one before. Shift released after typing a capital letter does not count,
 * and any other key starts the count again. Screen reader users hear the progress.
 */
export const EXIT_SHORTCUT_TIMEOUT_MS = 5_000
const PRESSES_TO_EXIT = 3

export interface ExitShortcutProgress {
  /** Shift presses counted so far (0 to 2). */
  presses: number
  /** What a visually hidden status region says now. */
  announcement: string
}

const EXPIRED_ANNOUNCEMENT = 'Exit this page expired.'

function pressesLeftAnnouncement(presses: number): string {
  const left = PRESSES_TO_EXIT - presses
  return `Shift, press ${left} more ${left === 1 ? 'time' : 'times'} to exit.`
}

/** Listens for the shortcut on `target` (the document); returns a function that stops listening. */
export function listenForExitShortcut(
  target: EventTarget,
  onProgress: (progress: ExitShortcutProgress) => void,
  onExit: () => void,
  timeoutMs = EXIT_SHORTCUT_TIMEOUT_MS,
): () => void {
  let presses = 0
  let lastKeyWasModifier = false
  let expiryTimer: ReturnType<typeof setTimeout> | undefined
  let silenceTimer: ReturnType<typeof setTimeout> | undefined

  function expire() {
    clearTimeout(expiryTimer)
    expiryTimer = undefined
    presses = 0
    onProgress({ presses, announcement: EXPIRED_ANNOUNCEMENT })
    silenceTimer = setTimeout(() => onProgress({ presses: 0, announcement: '' }), timeoutMs)
  }

  function onKeyUp(event: Event) {
    const { key, shiftKey } = event as KeyboardEvent
    if (key === 'Shift' && !lastKeyWasModifier) {
      clearTimeout(expiryTimer)
      clearTimeout(silenceTimer)
      presses += 1
      if (presses === PRESSES_TO_EXIT) {
        presses = 0
        expiryTimer = undefined
        onExit()
      } else {
        onProgress({ presses, announcement: pressesLeftAnnouncement(presses) })
        expiryTimer = setTimeout(expire, timeoutMs)
      }
    } else if (expiryTimer !== undefined) {
      expire()
    }
    lastKeyWasModifier = shiftKey
  }

  // Capture, so a component that stops the event cannot swallow the shortcut.
  target.addEventListener('keyup', onKeyUp, { capture: true })
  return () => {
    target.removeEventListener('keyup', onKeyUp, { capture: true })
    clearTimeout(expiryTimer)
    clearTimeout(silenceTimer)
  }
}
