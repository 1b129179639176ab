import { useEffect, useLayoutEffect } from 'react'
import { useLocation, useNavigation } from 'react-router'

/** SPEC 2: the wait after a page transition or the end of loading before scrolling to the #hash. */
const HASH_SCROLL_DELAY_MS = 100

function elementForHash(hash: string): HTMLElement | null {
  let id = hash.slice(1)
  try {
    id = decodeURIComponent(id)
  } catch {
    // A malformed escape is looked up as typed.
  }
  return id ? document.getElementById(id) : null
}

/**
 * Brings the element named by the URL's #hash into view once the page has rendered, and moves focus
 * to it so keyboard and screen-reader users continue from there too.
 */
function scrollToHashTarget(hash: string) {
  const target = elementForHash(hash)
  // Focus already inside it (the page change put it on the finder's results summary): leave it there.
  if (!target || (target !== document.activeElement && target.contains(document.activeElement))) return
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  target.scrollIntoView({ behavior: reducedMotion ? 'instant' : 'smooth', block: 'start' })
  // tabIndex is -1 for an element that cannot take focus and has no tabindex attribute.
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}

/** Mounted once in the shell: renders nothing. */
export function ScrollToHash() {
  const { hash, key } = useLocation()
  const loading = useNavigation().state !== 'idle'

  // A new location: the router's scroll restoration (a layout effect later in this same commit) puts
  // the page at its top or where it was; with smooth scrolling it would glide there for a second or
  // more, showing the new page at the old position first. Instant for this frame, smooth again after.
  useLayoutEffect(() => {
    const root = document.documentElement
    root.setAttribute('data-instant-scroll', '')
    // Chromium's scrollTo reads the style it last computed: bring it up to date now (a style pass, no layout).
    void getComputedStyle(root).scrollBehavior
    const frame = requestAnimationFrame(() => root.removeAttribute('data-instant-scroll'))
    return () => {
      cancelAnimationFrame(frame)
      root.removeAttribute('data-instant-scroll')
    }
  }, [key])

  useEffect(() => {
    if (loading || !hash) return
    const root = document.documentElement
    const timer = setTimeout(() => {
      scrollToHashTarget(hash)
      // A public signal, like data-hydrated: the #hash has had its turn (tests wait for it rather than a clock).
      root.setAttribute('data-hash-settled', hash)
    }, HASH_SCROLL_DELAY_MS)
    return () => {
      clearTimeout(timer)
      root.removeAttribute('data-hash-settled')
    }
  }, [hash, key, loading])

  return null
}
