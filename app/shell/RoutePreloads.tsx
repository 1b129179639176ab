import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { createPreloadQueue } from './route-preloads'

/** The site's own page links: React Router marks them for route discovery. */
const PAGE_LINKS = 'a[data-discover][href]'

/** A link's path when it leads to another page of this site, else null. */
function pagePath(link: HTMLAnchorElement): string | null {
  if (link.origin !== window.location.origin || link.hasAttribute('download') || link.target === '_blank') return null
  const path = `${link.pathname}${link.search}`
  return path === `${window.location.pathname}${window.location.search}` ? null : path
}

/** On a metered or very slow connection, only the link a visitor reaches for is preloaded. */
function isFrugal(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection
  return connection?.saveData === true || connection?.effectiveType === 'slow-2g' || connection?.effectiveType === '2g'
}

/**
 * SPEC 9: links preload their route's code and data when they come into view, or at once when the
 * visitor points at or focuses one; at most five at a time (route-preloads.ts). Mounted once in the
 * shell: renders nothing.
 */
export function RoutePreloads() {
  const { key } = useLocation()
  const queue = useRef<ReturnType<typeof createPreloadQueue> | null>(null)
  queue.current ??= createPreloadQueue()

  // Reaching for a link: preload it next.
  useEffect(() => {
    const reach = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(PAGE_LINKS) : null
      const path = link && pagePath(link)
      if (path) queue.current?.add(path, true)
    }
    document.addEventListener('pointerover', reach, { passive: true })
    document.addEventListener('focusin', reach)
    return () => {
      document.removeEventListener('pointerover', reach)
      document.removeEventListener('focusin', reach)
    }
  }, [])

  // Links in view, on each page.
  useEffect(() => {
    const current = queue.current
    if (!current || isFrugal() || typeof IntersectionObserver === 'undefined') return
    current.reset()
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        observer.unobserve(entry.target)
        const path = pagePath(entry.target as HTMLAnchorElement)
        if (path) current.add(path)
      }
    })
    for (const link of document.querySelectorAll<HTMLAnchorElement>(PAGE_LINKS)) observer.observe(link)
    return () => observer.disconnect()
  }, [key])

  return null
}
