import type { SavedListing } from './saved-listing'

/**
 * THE ONE PLACE a saved listing's opening status goes (issue 35, point 1 builds the status component
 * from structured hours): until then, the free-text hours a location carries. Swap the body of this
 * component, and the `openingHours` field the Saved page's query reads, for the status.
 */
export function ListingOpeningStatus({ listing }: { listing: Pick<SavedListing, 'openingHours'> }) {
  return listing.openingHours ? <p className="saved-listing__hours">{listing.openingHours}</p> : null
}
