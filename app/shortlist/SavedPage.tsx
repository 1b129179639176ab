import { useEffect, useRef, useState, type ReactNode } from 'react'
import { href, Link, useFetcher } from 'react-router'
import { savedListPath, withSavedList } from './saved-address'
import { MAX_SAVED } from './saved-ids'
import type { SavedListing, SavedPageData } from './saved-listing'
import { problemMessage, type AddressProblem } from './saved-request'
import { forgetSaved, saveAll, useSavedIds } from './saved-store'
import { SavedListingCard } from './SavedListingCard'
import { ShareSavedList } from './ShareSavedList'

export const SAVED_PAGE_TITLE = 'Saved services and locations'

/**
 * The Saved page. An address with a list in it (a shared link, or the list of a visitor without
 * JavaScript) shows that list; the page without one shows this device's list, asked for once the
 * page runs in the browser, through the same loader (a fetcher, so the ids never enter the address
 * or the browser's history: docs/decisions/0046-a-shortlist-kept-on-the-device.md).
 */
export function SavedPage({ page }: { page: SavedPageData }) {
  return (
    <div className="page container saved-page">
      <header className="page-header">
        <h1>{SAVED_PAGE_TITLE}</h1>
        <p className="page-header__lead script-only" data-print="hide">
          Your list is kept on this device only, never on our website. &lsquo;Exit this page&rsquo; clears it.
        </p>
        <p className="page-header__lead no-script-only" data-print="hide">
          Without JavaScript, your list is kept in the address of this page, never on our website. Your browser&rsquo;s
          history keeps that address until you clear it.
        </p>
      </header>
      {page.inAddress ? <ListInAddress page={page} /> : <ListOnDevice siteUrl={page.siteUrl} />}
      {page.back ? (
        <p className="saved-page__back" data-print="hide">
          <Link
            to={withSavedList(
              page.back,
              page.listings.map((listing) => listing.id),
            )}
          >
            Back to the page you were on
          </Link>
        </p>
      ) : null}
    </div>
  )
}

/** A list from the address: shown as it is; with JavaScript, the visitor can keep it on this device. */
function ListInAddress({ page }: { page: SavedPageData }) {
  const device = useSavedIds()
  const ids = page.listings.map((listing) => listing.id)
  const [left, setLeft] = useState<number | null>(null)
  const notOnDevice = device ? ids.filter((id) => !device.includes(id)) : []
  return (
    <>
      <Problems problems={page.problems} />
      {ids.length && device && notOnDevice.length ? (
        <div className="saved-notice">
          <p>{notOnDeviceWords(notOnDevice.length, ids.length)}</p>
          <button type="button" className="button" onClick={() => setLeft(saveAll(notOnDevice))}>
            Save {notOnDevice.length === 1 ? 'it' : `all ${notOnDevice.length}`} on this device
          </button>
        </div>
      ) : null}
      <p role="status" className="saved-page__status">
        {left
          ? `Your saved list is full: it holds up to ${MAX_SAVED}. ${left === 1 ? 'One was' : `${left} were`} not saved.`
          : ''}
      </p>
      {ids.length ? (
        <p className="no-script-only">
          This list is kept in the address of this page, not on this device. To keep it, bookmark this page or send the
          link to yourself.
        </p>
      ) : (
        <NothingSaved inAddress />
      )}
      {/* Without JavaScript, each listing's page carries the list, so Save there adds to it. */}
      <Listings listings={page.listings} siteUrl={page.siteUrl} carry={device ? null : ids} />
    </>
  )
}

function notOnDeviceWords(missing: number, shown: number): string {
  if (missing === shown) return 'This list came in a link: it is not saved on this device.'
  return missing === 1
    ? 'One of these is not saved on this device.'
    : `${missing} of these are not saved on this device.`
}

/** This device's list, fetched once the page runs in the browser; ids no longer on the website are forgotten. */
function ListOnDevice({ siteUrl }: { siteUrl: string }) {
  const device = useSavedIds()
  const fetcher = useFetcher<SavedPageData>()
  const fetched = fetcher.data
  const known = new Set([...(fetched?.listings.map((listing) => listing.id) ?? []), ...(fetched?.unknownIds ?? [])])
  const missing = device?.some((id) => !known.has(id)) ?? false
  const { load } = fetcher

  // Asked again only when the device's list holds an id the last answer did not cover (a removal asks nothing).
  useEffect(() => {
    if (missing && device) void load(savedListPath(device))
  }, [missing, device, load])

  useEffect(() => {
    if (fetched?.unknownIds.length) forgetSaved(fetched.unknownIds)
  }, [fetched])

  const listings =
    device && fetched ? device.flatMap((id) => fetched.listings.find((listing) => listing.id === id) ?? []) : []
  const removed = useRemovalMessage(listings)

  // Before the page runs in the browser, the device's list is unknown: only a browser without JavaScript is told it is empty.
  if (!device)
    return (
      <div className="no-script-only">
        <NothingSaved inAddress={false} />
      </div>
    )
  return (
    <>
      {fetched?.problems.length ? <Problems problems={fetched.problems} /> : null}
      <p role="status" tabIndex={-1} ref={removed.ref} className="saved-page__status">
        {listings.length === 0 && device.length ? 'Loading your saved list…' : removed.message}
      </p>
      {device.length ? (
        <Listings listings={listings} siteUrl={siteUrl} carry={null} />
      ) : (
        <NothingSaved inAddress={false} />
      )}
    </>
  )
}

/**
 * When a listing leaves the device's list from its own Save button, the button goes with it: focus
 * moves to a message saying what was removed, rather than being lost to the top of the page.
 */
function useRemovalMessage(listings: readonly SavedListing[]) {
  const ref = useRef<HTMLParagraphElement>(null)
  const previous = useRef<readonly SavedListing[]>(listings)
  const [message, setMessage] = useState('')
  useEffect(() => {
    const gone = previous.current.filter((listing) => !listings.some((shown) => shown.id === listing.id))
    previous.current = listings
    if (gone.length === 0) return
    setMessage(`Removed ${gone.map((listing) => listing.title).join(', ')} from your saved list.`)
    if (!document.activeElement || document.activeElement === document.body) ref.current?.focus()
  }, [listings])
  return { ref, message }
}

function Listings({
  listings,
  siteUrl,
  carry,
}: {
  listings: readonly SavedListing[]
  siteUrl: string
  carry: readonly string[] | null
}) {
  if (listings.length === 0) return null
  return (
    <>
      <p className="saved-page__count">
        {listings.length === 1 ? '1 service or location' : `${listings.length} services and locations`}
      </p>
      <ol role="list" className="saved-list">
        {listings.map((listing) => (
          <li key={listing.id}>
            <SavedListingCard listing={listing} href={carry ? withSavedList(listing.path, carry) : listing.path} />
          </li>
        ))}
      </ol>
      <ShareSavedList listings={listings} siteUrl={siteUrl} />
    </>
  )
}

function Problems({ problems }: { problems: readonly AddressProblem[] }) {
  if (problems.length === 0) return null
  return (
    <div className="notice saved-problems">
      <h2 className="saved-problems__title">Some of this list cannot be shown</h2>
      {problems.map((problem) => (
        <p key={problem.kind}>{problemMessage(problem)}</p>
      ))}
    </div>
  )
}

/** Nothing to show: how to save, and (without JavaScript, in the address) where the list is kept. */
function NothingSaved({ inAddress }: { inAddress: boolean }) {
  const find: ReactNode = (
    <>
      <Link to={href('/services')}>Find a service</Link> or <Link to={href('/locations')}>find a location</Link>, then
      press &lsquo;Save&rsquo; to add it here.
    </>
  )
  return (
    <div className="saved-empty">
      <p>
        {inAddress ? 'This link holds no services or locations.' : 'You have not saved any services or locations yet.'}
      </p>
      <p>{find}</p>
      <p className="no-script-only">
        Your browser is not running JavaScript, so this website cannot keep a list on your device. &lsquo;Save&rsquo;
        keeps the list in the address of this page instead: bookmark it, or send the link to yourself, to keep it.
      </p>
    </div>
  )
}
