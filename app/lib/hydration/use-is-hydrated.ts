import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/** False on the server and while hydrating, true once React runs the page in the browser. */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}
