import { loadQuery } from '~/content/load.server'
import { exitSiteQuery } from '~/content/queries/site'
import { FALLBACK_EXIT_URL } from '../fallback-shell'
import { exitHref } from './exit-page'

/**
 * What the browser is told to forget on the way out: this site's HTTP cache and its storage
 * (local storage, the saved reading settings and booking drafts among them). Cookies are left alone.
 */
export const CLEAR_SITE_DATA = '"cache", "storage"'

/**
 * GET /exit, the 'Exit this page' button without JavaScript: a redirect to the exit site from the site
 * settings, never anywhere a request names (nothing in the address is read), or the built-in exit site
 * when the settings have none or cannot be loaded.
 */
export async function exitResponse(request: Request): Promise<Response> {
  let exitUrl: string | null = null
  try {
    exitUrl = exitHref(await loadQuery(request, exitSiteQuery))
  } catch {
    // Never without a way out: the built-in exit site below.
  }
  return exitRedirect(exitUrl ?? FALLBACK_EXIT_URL)
}

/** The redirect itself: also the answer to GET /exit when no content can be had (server/app.ts). */
export function exitRedirect(location: string): Response {
  return new Response(null, {
    status: 303,
    headers: {
      Location: location,
      'Clear-Site-Data': CLEAR_SITE_DATA,
      'Cache-Control': 'no-store',
      // The exit site is not told which page the visitor left.
      'Referrer-Policy': 'no-referrer',
    },
  })
}
