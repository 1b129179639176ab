import { useEffect, useState } from 'react'
import type { PlaceHours } from './schedule'
import { statusAt } from './status'

/** setTimeout's longest wait; a status changes at least every local midnight anyway. */
const LONGEST_WAIT_MS = 2_147_483_647
/** Wake a moment after the change, never a moment before it. */
const AFTER_CHANGE_MS = 100

/**
 * The instant to show a place's status for. The first render uses the server's instant (`asOf`), so
 * hydration matches; straight after, the browser's own clock (a cached page may be minutes old), then
 * again when the status changes and whenever the page is shown again (timers sleep in hidden tabs).
 */
export function useOpeningNow(hours: PlaceHours): number {
  const [now, setNow] = useState(hours.asOf)
  const { schedule } = hours
  useEffect(() => {
    if (!schedule) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const update = () => {
      clearTimeout(timer)
      const current = Date.now()
      setNow(current)
      const next = statusAt(schedule, current)?.nextChange
      if (next !== undefined)
        timer = setTimeout(update, Math.min(LONGEST_WAIT_MS, Math.max(0, next - current) + AFTER_CHANGE_MS))
    }
    const whenShown = () => {
      if (document.visibilityState === 'visible') update()
    }
    update()
    document.addEventListener('visibilitychange', whenShown)
    window.addEventListener('pageshow', whenShown)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', whenShown)
      window.removeEventListener('pageshow', whenShown)
    }
  }, [schedule])
  return now
}
