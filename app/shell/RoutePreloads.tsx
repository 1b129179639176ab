import { useEffect, useRef } from 'react'
import { useLocation, useNavigation } from 'react-router'
import { createPreloadQueue, isOwnPage, preloadRoute } from './route-preloads'

/** The site's own page links: React Router marks them for route discovery. */
const PAGE_LINKS = 'a[data-discover][href]'

/** A link's path when it leads to a page of this site, else null. */
function pagePath(link: HTMLAnchorElement): string | null {
  if (link.origin !== window.location.origin || link.hasAttribute('download') || link.target === '_blank') return null
  return `${link.pathname}${link.search}`
}

/** The page's canonical address, which names only the query parameters that make it what it is (app/shell/seo.ts). */
function canonicalAddress(): string | null {
  return document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null
}

/** On a metered or very slow connection, only the link a visitor reaches for is preloaded. */
function isFrugal(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection
  return connection?.saveData === true || connection?.effectiveType === 'slow-2g' || connection?.effectiveType === '2g'
}

/**
 * SPEC 9: links preload their route's code and data when they come into view, or at once when the
 * visitor points at or focuses one; at most five at a time (route-preloads.ts). Never the page the
 * visitor is on (by its address or its canonical address) or a navigation is already fetching: when a
 * preload's turn comes, it is skipped for those. Mounted once in the shell: renders nothing.
 */
export function RoutePreloads() {
  const { key } = useLocation()
  const { location: going } = useNavigation()
  const goingTo = useRef<string | null>(null)
  useEffect(() => {
    goingTo.current = going ? `${going.pathname}${going.search}` : null
  }, [going])
  const queue = useRef<ReturnType<typeof createPreloadQueue> | null>(null)
  queue.current ??= createPreloadQueue((path) =>
    isOwnPage(path, [`${window.location.pathname}${window.location.search}`, canonicalAddress(), goingTo.current])
      ? Promise.resolve()
      : preloadRoute(path),
  )

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
