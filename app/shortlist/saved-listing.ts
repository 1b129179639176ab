import type { PlaceHours } from '~/opening-hours/schedule'
import type { QrCode } from './qr-code'
import type { AddressProblem } from './saved-request'

/** One saved service or location as the Saved page shows it (saved-page.server.ts). */
export interface SavedListing {
  id: string
  kind: 'service' | 'location'
  title: string
  /** Its page on this site. */
  path: string
  phone: string | null
  summary: string | null
  /** A location's address, or the suburb a service is in. */
  place: string | null
  /** Its opening hours, for the status line (a service only when it keeps hours of its own). */
  hours: PlaceHours
  /** For paper: opens the listing's page. */
  qr: QrCode
}

export interface SavedPageData {
  /** Whether the address named a list (a shared link, or the list without JavaScript). */
  inAddress: boolean
  listings: SavedListing[]
  /** Well-formed ids that name nothing visible (removed from the website since they were saved). */
  unknownIds: string[]
  problems: AddressProblem[]
  /** Without JavaScript: the page the visitor came from, to go back to with the list. */
  back: string | null
  /** SITE_URL, for the link that opens the list shown on another device (only ids in it). */
  siteUrl: string
}
