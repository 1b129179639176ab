import { href } from 'react-router'

/**
 * The pages a problem report can be about, by the first part of their address, and where their
 * 'Tell us something is wrong' link leads. Kept apart from the form's validation (zod): service and
 * location pages load this in the browser.
 */
export const LISTINGS = {
  services: { type: 'service', noun: 'service' },
  locations: { type: 'location', noun: 'location' },
} as const
export type ListingKind = keyof typeof LISTINGS

export const isListingKind = (value: string): value is ListingKind => Object.hasOwn(LISTINGS, value)

/** Where 'Tell us something is wrong' on a service or location page leads. */
export const reportHref = (kind: ListingKind, slug: string) => href('/report/:listing/:slug', { listing: kind, slug })
