import { env } from '~/config/env.server'
import { detailsChecked, type DetailsChecked } from './details-checked'

/**
 * How current a listing's details are now, by the site's setting (DETAILS_STALE_AFTER_MONTHS). Worked out
 * in the loader, on the server: the page the server renders and the one the browser hydrates agree, and a
 * cached page is at most a few minutes behind the clock.
 */
export function detailsCheckedNow(listing: { syncedAt: string | null; reviewedOn: string | null }): DetailsChecked {
  return detailsChecked(listing, { now: new Date(), staleAfterMonths: env().DETAILS_STALE_AFTER_MONTHS })
}
