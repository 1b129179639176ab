import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useIsHydrated } from '~/lib/hydration/use-is-hydrated'

/** Two decimals of a degree is about a kilometre: close enough to sort by distance, too coarse to show where someone lives. The server rounds the same way. */
const roundToAboutOneKm = (degrees: number) => Number(degrees.toFixed(2))

/**
 * 'Use my location' inside a GET search form: asks the browser where the visitor is, then runs the
 * form's search near that point instead of a typed suburb, keeping every other choice in the form.
 * It needs scripts: without them it is hidden from the first paint (app/styles/base.css), and a browser
 * that cannot locate loses it once the page is interactive. The suburb or postcode box always works.
 */
export function NearMeButton() {
  const hydrated = useIsHydrated()
  const navigate = useNavigate()
  const [message, setMessage] = useState('')
  if (hydrated && !('geolocation' in navigator)) return null

  const findMe = (form: HTMLFormElement | null) => {
    if (!form) return
    setMessage('Finding your location…')
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const search = new URLSearchParams()
        for (const [name, value] of new FormData(form)) {
          if (typeof value === 'string' && value && !['near', 'lat', 'lng', 'page'].includes(name))
            search.append(name, value)
        }
        search.set('lat', String(roundToAboutOneKm(position.coords.latitude)))
        search.set('lng', String(roundToAboutOneKm(position.coords.longitude)))
        setMessage('')
        void navigate(`${new URL(form.action).pathname}?${search}`)
      },
      () => setMessage('We could not get your location. Type a suburb or postcode instead.'),
      { maximumAge: 600_000, timeout: 15_000 },
    )
  }

  return (
    <div className="near-me">
      <button type="button" className="button button--secondary" onClick={(event) => findMe(event.currentTarget.form)}>
        Use my location
      </button>
      <p role="status" className="field__hint">
        {message}
      </p>
    </div>
  )
}
