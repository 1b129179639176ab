import { useEffect, useState } from 'react'

/** Coordinates go into the address rounded to about a kilometre, so a shared link does not say where someone is. */
const round = (degrees: number) => Math.round(degrees * 100) / 100

/**
 * 'Use my location': asks the browser for the visitor's position, fills the form's lat and lng and
 * submits it. Shown only when the browser can do this; the suburb or postcode box always works.
 */
export function NearMeButton({ formId }: { formId: string }) {
  const [state, setState] = useState<'idle' | 'locating' | 'refused'>('idle')
  const [supported, setSupported] = useState(false)
  useEffect(() => setSupported('geolocation' in navigator), [])
  if (!supported) return null
  const locate = () => {
    setState('locating')
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const form = document.getElementById(formId) as HTMLFormElement | null
        if (!form) return
        ;(form.elements.namedItem('lat') as HTMLInputElement).value = String(round(position.coords.latitude))
        ;(form.elements.namedItem('lng') as HTMLInputElement).value = String(round(position.coords.longitude))
        ;(form.elements.namedItem('near') as HTMLInputElement).value = ''
        form.requestSubmit()
      },
      () => setState('refused'),
      { timeout: 15_000, maximumAge: 600_000 },
    )
  }
  return (
    <div className="near-me">
      <button type="button" className="button button--secondary" onClick={locate} disabled={state === 'locating'}>
        {state === 'locating' ? 'Finding your location…' : 'Use my location'}
      </button>
      <p role="status" className="field__hint">
        {state === 'refused' ? 'We could not get your location. Type your suburb or postcode instead.' : ''}
      </p>
    </div>
  )
}
