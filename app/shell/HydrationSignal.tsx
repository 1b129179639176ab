import { useEffect } from 'react'
import { partsHydrated } from '~/lib/hydration/hydrated-later'

/**
 * Marks `<html data-hydrated>` once React has hydrated the page, the parts hydrated from their own file
 * included (hydratedLater): a public signal that the page's controls now work, for the end-to-end tests
 * and for anyone debugging a slow phone.
 */
export function HydrationSignal() {
  useEffect(() => {
    let mounted = true
    void partsHydrated().then(() => {
      if (mounted) document.documentElement.dataset.hydrated = ''
    })
    return () => {
      mounted = false
    }
  }, [])
  return null
}
