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
 * Where the button points without JavaScript: a server route (app/routes/exit.ts) that clears the
 * site's cache and storage and sends the visitor to the exit site from the settings.
 */
export const EXIT_ROUTE = '/exit'

/** What the tab says between the press and the exit site's own title: nothing about this site. */
export const NEUTRAL_TITLE = 'New tab'

/** The page's own title while it is blanked, to give back if the browser brings the page back. */
let titleBeforeExit: string | null = null

/**
 * Blanks the page at once (the tab's title first, then the whole body), forgets what the site kept on
 * this device, then replaces the current history entry with the exit site, so the Back button does not
 * lead here (docs/decisions/0040-one-exit-from-the-first-paint.md).
 */
export function exitPage(href: string) {
  // Before anything else: no page view or other data-layer event leaves after the visitor chose to exit.
  stopSending()
  titleBeforeExit ??= document.title
  document.title = NEUTRAL_TITLE
  document.body.hidden = true
  forgetSiteData()
  window.location.replace(href)
}

/**
 * The same trace as the exit without scripts (GET /exit and its Clear-Site-Data): the site's storage on
 * this device (the reading settings, anything else kept) is cleared here and now; the request to /exit,
 * sent as the page leaves, asks the browser to forget the site's cache and storage the same way.
 */
function forgetSiteData() {
  clearStorage()
  // And once more as the page goes: React Router keeps scroll positions in session storage on pagehide.
  window.addEventListener('pagehide', clearStorage, { once: true })
  try {
    fetch(EXIT_ROUTE, {
      keepalive: true,
      redirect: 'manual',
      credentials: 'same-origin',
      referrerPolicy: 'no-referrer',
    }).catch(() => undefined)
  } catch {
    // A browser without fetch still leaves; its storage was cleared above.
  }
}

function clearStorage() {
  try {
    localStorage.clear()
    sessionStorage.clear()
  } catch {
    // Storage is blocked (some private modes): there is nothing in it to clear.
  }
}

/** Shows the page (and its title) again if the browser restores it from its back/forward cache after an exit. */
export function showPageAgain(event: PageTransitionEvent) {
  if (!event.persisted) return
  document.body.hidden = false
  if (titleBeforeExit !== null) document.title = titleBeforeExit
  titleBeforeExit = null
}
