import { useEffect } from 'react'

/**
 * Marks `<html data-hydrated>` once React has hydrated the page: a public signal that the page's
 * controls now work, for the end-to-end tests and for anyone debugging a slow phone.
 */
export function HydrationSignal() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return null
}
