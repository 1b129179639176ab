import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigation } from 'react-router'
import { focusElement, focusTargetAfterNavigation, pageOf } from './focus-target'

/**
 * The page this browser tab has shown last, kept outside React: the shell remounts when a page
 * fails (the root ErrorBoundary), and the first page after that is still a navigation, not a load.
 */
let lastPage: string | null = null

/**
 * Mounted once in the root layout. After every client navigation to another page (not the first
 * load, not a change of #hash alone) it moves focus to the new page's <h1> (or <main>), or after a
 * finder or search submit to the results summary, and says the new page's title in a polite live
 * region that is on the page from the first render.
 */
export function PageChangeAnnouncer() {
  const location = useLocation()
  const navigation = useNavigation()
  const [announcement, setAnnouncement] = useState('')
  // Whether the navigation that is loading now came from a form (a GET search or a POST booking).
  const submitting = useRef(false)
  if (navigation.state !== 'idle') submitting.current = navigation.formMethod !== undefined

  const page = pageOf(location)
  useEffect(() => {
    const previous = lastPage
    lastPage = page
    const submitted = submitting.current
    submitting.current = false
    if (previous === null || previous === page) return
    const target = focusTargetAfterNavigation(document, { hash: location.hash, submitted })
    if (target && target.kind !== 'hash') focusElement(target.element, { scroll: target.kind === 'results-summary' })
    // The new <title> is in the document by now; a frame later, so the region's change is heard as news.
    const frame = requestAnimationFrame(() => setAnnouncement(document.title))
    return () => cancelAnimationFrame(frame)
    // The hash is read for this page change only; a change to it alone is not a new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, location.key])

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-page-announcer="">
      {announcement}
    </div>
  )
}
