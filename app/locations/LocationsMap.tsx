import { useEffect, useRef, useState } from 'react'
import type { MapMarker } from './map-markers'
import type { MapTiles } from './map-tiles'

/** How far below the viewport the map starts loading, so it is usually drawn by the time it is seen. */
const LOAD_AHEAD = '300px'

type MapState = 'waiting' | 'drawn' | 'failed'

/**
 * A map of `markers`, drawn with Leaflet once the map area comes near the viewport. The page around
 * it already lists every address, so without JavaScript, or when the map cannot load, nothing is lost.
 */
export function LocationsMap({
  markers,
  tiles,
  label,
  headingId,
  heading,
}: {
  markers: MapMarker[]
  tiles: MapTiles
  label: string
  headingId: string
  heading: string
}) {
  const canvas = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<MapState>('waiting')

  useEffect(() => {
    const element = canvas.current
    if (!element || !markers.length) return
    let cancelled = false
    let map: { remove: () => void } | undefined
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        // A chunk that fails reloads the page once (app/shell/chunk-reload.ts: the import then gives no
        // module); failing again, the import rejects and the page stays, with its list and without the map.
        import('./leaflet-map')
          .then((module: typeof import('./leaflet-map') | undefined) => {
            if (cancelled || !module) return
            map = module.drawMap(element, markers, tiles)
            setState('drawn')
          })
          .catch(() => {
            if (!cancelled) setState('failed')
          })
      },
      { rootMargin: LOAD_AHEAD },
    )
    observer.observe(element)
    return () => {
      cancelled = true
      observer.disconnect()
      map?.remove()
    }
  }, [markers, tiles])

  if (!markers.length) return null
  return (
    <section aria-labelledby={headingId} className="locations-map">
      <h2 id={headingId}>{heading}</h2>
      {state === 'failed' ? (
        <p role="status">The map could not be loaded. Every address is listed on this page.</p>
      ) : (
        <p className="locations-map__note">Every place on the map is also listed with its address on this page.</p>
      )}
      <noscript>
        <p>The map needs JavaScript.</p>
      </noscript>
      {/* The map's box is there from the first paint (without scripts it is hidden by CSS), so nothing moves when the map arrives. */}
      {state !== 'failed' ? (
        <div ref={canvas} className="locations-map__canvas" role="region" aria-label={label} />
      ) : null}
    </section>
  )
}
