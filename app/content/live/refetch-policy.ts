import type { Visibility } from './shared-connection'

/**
 * When a tab refetches its page's data: once for each content version it has not shown, and only while it
 * is visible. A hidden tab refetches once when it is shown again, however many changes it missed. The
 * first version a tab hears is taken as the one its page shows (it connects 1.5 s after loading).
 */
export function refetchOnNewVersion(visibility: Visibility, refetch: () => void) {
  let shown: number | undefined
  let latest: number | undefined
  const catchUp = () => {
    if (latest === undefined || latest === shown || !visibility.isVisible()) return
    shown = latest
    refetch()
  }
  const stopWatching = visibility.onChange(catchUp)
  return {
    heard(version: number) {
      shown ??= version
      latest = version
      catchUp()
    },
    stop: stopWatching,
  }
}
