import { OpeningStatus } from '~/opening-hours/OpeningStatus'
import type { SavedListing } from './saved-listing'

/**
 * A saved listing's opening status ('Open now · closes 5 pm'), kept right in the open page; the synced
 * free-text hours where a place has no structured hours yet.
 */
export function ListingOpeningStatus({ listing }: { listing: Pick<SavedListing, 'hours'> }) {
  if (listing.hours.schedule) return <OpeningStatus hours={listing.hours} />
  return listing.hours.text ? <p className="saved-listing__hours">{listing.hours.text}</p> : null
}
