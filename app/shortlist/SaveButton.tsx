import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import { FROM_PARAMETER, listInAddress, SAVED_PATH, savedListPath } from './saved-address'
import { IDS_PARAMETER, joinIds } from './saved-ids'
import { ADD_PARAMETER, problemMessage, REMOVE_PARAMETER } from './saved-request'
import { toggleSaved, useSavedIds } from './saved-store'

/**
 * 'Save' on a service or location: a toggle button (aria-pressed) whose name never changes, only its
 * state. With JavaScript it keeps the id on this device (saved-store.ts) and nothing leaves the page.
 * Without it, the same button submits a GET form to the Saved page with the list the address already
 * carries plus or minus this one, so the list lives in the address
 * (docs/decisions/0046-a-shortlist-kept-on-the-device.md). `listLink` adds a link to the Saved page.
 */
export function SaveButton({ id, title, listLink = false }: { id: string; title: string | null; listLink?: boolean }) {
  const location = useLocation()
  const address = listInAddress(location.pathname, location.search)
  const device = useSavedIds()
  const pressed = (device ?? address.ids).includes(id)
  const [full, setFull] = useState(false)
  const listCount = (device ?? address.ids).length
  return (
    <form
      method="get"
      action={SAVED_PATH}
      className="save-form"
      onSubmit={(event) => {
        event.preventDefault()
        setFull(toggleSaved(id) === 'full')
      }}
    >
      {address.ids.length ? <input type="hidden" name={IDS_PARAMETER} value={joinIds(address.ids)} /> : null}
      {address.from ? <input type="hidden" name={FROM_PARAMETER} value={address.from} /> : null}
      <button
        type="submit"
        name={pressed ? REMOVE_PARAMETER : ADD_PARAMETER}
        value={id}
        aria-pressed={pressed}
        className="button button--secondary save-button"
      >
        <span className="save-button__mark" aria-hidden="true" />
        Save<span className="visually-hidden">{` ${title ?? ''}`}</span>
      </button>
      {listLink ? (
        <Link to={device ? SAVED_PATH : savedListPath(address.ids, address.from)} className="save-form__list">
          Your saved list{listCount ? ` (${listCount})` : ''}
        </Link>
      ) : null}
      {device ? (
        <span role="status" className="save-form__status">
          {full ? problemMessage({ kind: 'full' }) : ''}
        </span>
      ) : null}
    </form>
  )
}
