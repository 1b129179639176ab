/**
 * Where focus goes after a client navigation (app/shell/page-change/PageChangeAnnouncer.tsx), so
 * keyboard and screen-reader users continue from the new page rather than from <body> or the link
 * they followed.
 */

/** Marks the element that sums up what a submitted form found (a search's or the finder's count). */
export const RESULTS_SUMMARY_ATTRIBUTE = 'data-results-summary'

export type FocusTarget =
  { kind: 'results-summary' | 'heading' | 'main'; element: HTMLElement } | { kind: 'hash' } | null

/** The page's part of a location: a change to the hash alone is a move inside the same page. */
export const pageOf = ({ pathname, search }: { pathname: string; search: string }) => pathname + search

function elementForHash(root: Document, hash: string): Element | null {
  let id = hash.slice(1)
  try {
    id = decodeURIComponent(id)
  } catch {
    // A malformed escape is looked up as typed.
  }
  return id ? root.getElementById(id) : null
}

/**
 * After a form was submitted, the results summary; else, when the address names an element with its
 * #hash, nothing here (ScrollToHash takes focus there); else the page's <h1>, or <main>.
 */
export function focusTargetAfterNavigation(
  root: Document,
  { hash, submitted }: { hash: string; submitted: boolean },
): FocusTarget {
  const main = root.querySelector<HTMLElement>('main')
  const summary = submitted ? main?.querySelector<HTMLElement>(`[${RESULTS_SUMMARY_ATTRIBUTE}]`) : null
  if (summary) return { kind: 'results-summary', element: summary }
  if (hash && elementForHash(root, hash)) return { kind: 'hash' }
  const heading = main?.querySelector<HTMLElement>('h1')
  if (heading) return { kind: 'heading', element: heading }
  return main ? { kind: 'main', element: main } : null
}

/** Focuses an element that is not focusable by itself, without adding it to the tab order. */
export function focusElement(element: HTMLElement, { scroll }: { scroll: boolean }) {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
  if (scroll) {
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    element.scrollIntoView({ behavior: reducedMotion ? 'instant' : 'smooth', block: 'start' })
  }
  element.focus({ preventScroll: true })
}
