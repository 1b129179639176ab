import { data, href, redirect } from 'react-router'
import { env } from '~/config/env.server'
import { loadQuery } from '~/content/load.server'
import { savedListingsQuery } from '~/content/queries/saved'
import { placeLine } from '~/lib/addresses/place-line'
import { withPlaceHours } from '~/opening-hours/schedule.server'
import { pageQrCode } from './qr-code.server'
import type { SavedListing, SavedPageData } from './saved-listing'
import { readSavedRequest, type AddressProblem } from './saved-request'

/**
 * The Saved page's data for a request: the listings the address names, in its order, each with
 * its phone number, hours and a QR code for paper; what in the address could not be used, said
 * plainly; and SITE_URL, for the link that opens the same list elsewhere. The page with no list in its address
 * answers at once (with JavaScript it then asks for this device's list through the same loader).
 * A Save or Remove made without JavaScript redirects to the changed list's own address.
 */
export async function savedPage(request: Request) {
  const read = readSavedRequest(new URL(request.url).searchParams)
  if (read.kind === 'changed') throw redirect(read.location, 303)
  const { ids, inAddress, back } = read
  const now = Date.now()
  const found = ids.length
    ? await withPlaceHours(await loadQuery(request, savedListingsQuery, { ids: [...ids].sort() }), now)
    : []
  const byId = new Map(found.map((listing) => [listing._id, listing]))
  const listings = ids.flatMap((id) => {
    const listing = byId.get(id)
    return listing ? [savedListing(listing)] : []
  })
  const unknownIds = ids.filter((id) => !byId.has(id))
  const problems: AddressProblem[] = unknownIds.length
    ? [...read.problems, { kind: 'unknown', count: unknownIds.length }]
    : read.problems
  const page: SavedPageData = {
    inAddress,
    listings,
    unknownIds,
    problems,
    back,
    siteUrl: env().SITE_URL,
  }
  // An address whose every item was unreadable is a wrong address; one that names listings since removed is not.
  const unreadable = inAddress && ids.length === 0 && problems.some((problem) => problem.kind === 'malformed')
  return data(page, { status: unreadable ? 400 : 200 })
}

type FoundListing = Awaited<
  ReturnType<typeof withPlaceHours<Awaited<ReturnType<typeof loadQuery<typeof savedListingsQuery>>>[number]>>
>[number]

function savedListing(found: FoundListing): SavedListing {
  const kind = found._type
  const path =
    kind === 'service'
      ? href('/services/:slug', { slug: found.slug ?? '' })
      : href('/locations/:slug', { slug: found.slug ?? '' })
  const place =
    kind === 'location'
      ? [found.address, placeLine(found)].filter(Boolean).join(', ')
      : [found.suburb, found.state].filter(Boolean).join(', ')
  return {
    id: found._id,
    kind,
    title: found.title ?? '',
    path,
    phone: found.phone,
    summary: kind === 'service' ? found.summary : null,
    place: place || null,
    hours: found.hours,
    qr: pageQrCode(path),
  }
}
