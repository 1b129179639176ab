import { stopSending } from '~/analytics/data-layer'

/** The exit address from the site settings when it is a web address (never javascript: or the like), else null. */
export function exitHref(exitUrl: string | null | undefined): string | null {
  if (!exitUrl) return null
  try {
    const url = new URL(exitUrl)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/**
 * Blanks the page at once, then replaces the current history entry with the exit site, so the Back
 * button does not lead here.
 */
export function exitPage(href: string) {
  // Before anything else: no page view or other data-layer event leaves after the visitor chose to exit.
  stopSending()
  document.body.hidden = true
  window.location.replace(href)
}

/** Shows the page again if the browser restores it from its back/forward cache after an exit. */
export function showPageAgain(event: PageTransitionEvent) {
  if (event.persisted) document.body.hidden = false
}
