import { useState } from 'react'
import { useIsHydrated } from '~/lib/hydration/use-is-hydrated'
import { absoluteUrl } from '~/lib/addresses/site-url'
import { savedListPath } from './saved-address'
import type { SavedListing } from './saved-listing'
import { mailtoHref, shareMessage, smsHref } from './share-message'

/**
 * Share and print the list: a link that opens the same list on another device (only ids in it),
 * 'Send by text' and 'Send by email' with the names, numbers and that link, and once the page runs
 * in the browser, the phone's own share sheet (Web Share API, where there is one), 'Copy link' and 'Print'.
 */
export function ShareSavedList({ listings, siteUrl }: { listings: readonly SavedListing[]; siteUrl: string }) {
  const hydrated = useIsHydrated()
  const [status, setStatus] = useState('')
  const url = absoluteUrl(siteUrl, savedListPath(listings.map((listing) => listing.id)))
  const message = shareMessage(listings, url)
  const canShare = hydrated && typeof navigator.share === 'function'
  // Browsers leave navigator.clipboard out on pages not served over HTTPS, though the DOM types say it is always there.
  const clipboard: Clipboard | undefined = hydrated ? navigator.clipboard : undefined
  const canCopy = typeof clipboard?.writeText === 'function'

  async function share() {
    try {
      await navigator.share({ title: message.subject, text: message.text })
    } catch {
      // Closed without sharing: nothing to say.
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      setStatus('The link is copied. Paste it wherever you want to keep or send it.')
    } catch {
      setStatus('The link could not be copied. Select it above and copy it yourself.')
    }
  }

  return (
    <section aria-labelledby="share-saved" className="saved-share" data-print="hide">
      <h2 id="share-saved">Share or print this list</h2>
      <p>
        This link opens the same list on another phone or computer. It holds only which services and locations are on
        it.
      </p>
      <p className="saved-share__link">
        <a href={url}>{url}</a>
      </p>
      <ul role="list" className="saved-share__actions">
        <li>
          <a href={smsHref(message)} className="button button--secondary">
            Send by text
          </a>
        </li>
        <li>
          <a href={mailtoHref(message)} className="button button--secondary">
            Send by email
          </a>
        </li>
        {canShare ? (
          <li>
            <button type="button" className="button button--secondary" onClick={() => void share()}>
              Share with an app
            </button>
          </li>
        ) : null}
        {canCopy ? (
          <li>
            <button type="button" className="button button--secondary" onClick={() => void copy()}>
              Copy link
            </button>
          </li>
        ) : null}
        {hydrated ? (
          <li>
            <button type="button" className="button button--secondary" onClick={() => window.print()}>
              Print this list
            </button>
          </li>
        ) : null}
      </ul>
      <p role="status" className="saved-share__status">
        {status}
      </p>
    </section>
  )
}
