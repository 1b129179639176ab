import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useIsHydrated } from '~/preferences/use-is-hydrated'

/** Two decimals of a degree is about a kilometre: close enough to sort by distance, too coarse to show where someone lives. The server rounds the same way. */
const roundToAboutOneKm = (degrees: number) => Number(degrees.toFixed(2))

/**
 * 'Use my location': asks the browser where the visitor is and searches near it, keeping the chosen
 * state. Only shown once JavaScript runs; the suburb or postcode box works without it.
 */
export function NearMeButton({ path }: { path: string }) {
  const hydrated = useIsHydrated()
  const navigate = useNavigate()
  const [message, setMessage] = useState('')
  if (!hydrated || !('geolocation' in navigator)) return null

  const findMe = (form: HTMLFormElement | null) => {
    setMessage('Finding your location…')
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const search = new URLSearchParams()
        const state = form?.elements.namedItem('state')
        if (state instanceof HTMLSelectElement && state.value) search.set('state', state.value)
        search.set('lat', String(roundToAboutOneKm(position.coords.latitude)))
        search.set('lng', String(roundToAboutOneKm(position.coords.longitude)))
        setMessage('')
        void navigate(`${path}?${search}`)
      },
      () => setMessage('We could not get your location. Type a suburb or postcode instead.'),
      { maximumAge: 600_000, timeout: 15_000 },
    )
  }

  return (
    <>
      <button type="button" className="button button--secondary" onClick={(event) => findMe(event.currentTarget.form)}>
        Use my location
      </button>
      <p role="status" className="locations-search__status">
        {message}
      </p>
    </>
  )
}
