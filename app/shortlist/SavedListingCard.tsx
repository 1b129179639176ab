import { Link } from 'react-router'
import { telHref } from '~/ui/phone'
import { ListingOpeningStatus } from './ListingOpeningStatus'
import { PrintQrCode } from './PrintQrCode'
import { SaveButton } from './SaveButton'
import type { SavedListing } from './saved-listing'

/**
 * One saved service or location: what to call and when, its Save button, and on paper a QR code to its
 * page. `href` is its page, carrying the list in the address for a browser without JavaScript.
 */
export function SavedListingCard({ listing, href }: { listing: SavedListing; href: string }) {
  return (
    <article className="card saved-listing">
      <p className="saved-listing__kind">{listing.kind === 'service' ? 'Service' : 'Location'}</p>
      <h2 className="card__title">
        <Link to={href}>{listing.title}</Link>
      </h2>
      {listing.summary ? <p>{listing.summary}</p> : null}
      {listing.place ? <p className="saved-listing__place">{listing.place}</p> : null}
      {listing.phone ? (
        <p>
          Phone <a href={telHref(listing.phone)}>{listing.phone}</a>
        </p>
      ) : null}
      <ListingOpeningStatus listing={listing} />
      <SaveButton id={listing.id} title={listing.title} />
      <PrintQrCode code={listing.qr} label={`Scan to open the page of ${listing.title}`} />
    </article>
  )
}
