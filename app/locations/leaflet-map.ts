import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import type { MapMarker } from './map-markers'
import type { MapTiles } from './map-tiles'

/** A pin drawn in CSS (.location-marker), so no marker images need to be served or allowed. */
const PIN = L.divIcon({ className: 'location-marker', iconSize: [24, 24], iconAnchor: [12, 24], popupAnchor: [0, -24] })

/**
 * Draws the map in `container`: the tiles, one pin per marker (each a keyboard-reachable button whose
 * popup names the place and links to its page), fitted to show every pin. Loaded only when the map
 * area comes near the viewport, because Leaflet is the largest script on the site.
 */
export function drawMap(container: HTMLElement, markers: MapMarker[], tiles: MapTiles): L.Map {
  const map = L.map(container, { scrollWheelZoom: false })
  L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map)
  for (const marker of markers) {
    const pin = L.marker([marker.latitude, marker.longitude], { icon: PIN, title: marker.title, keyboard: true }).addTo(map)
    pin.getElement()?.setAttribute('aria-label', marker.href ? `${marker.title}: show the link to its page` : marker.title)
    pin.bindPopup(popupContent(marker))
  }
  // A pin opened from the keyboard moves focus into its popup, so its link is the next thing reached.
  map.on('popupopen', (event) => {
    if (document.activeElement?.classList.contains('location-marker')) event.popup.getElement()?.querySelector<HTMLElement>('a')?.focus()
  })
  const points = markers.map((marker): L.LatLngTuple => [marker.latitude, marker.longitude])
  if (points.length === 1) map.setView(points[0]!, 15)
  else map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: 14 })
  return map
}

function popupContent(marker: MapMarker): HTMLElement {
  const content = document.createElement('div')
  const title = content.appendChild(document.createElement('p'))
  title.className = 'location-marker__title'
  title.textContent = marker.title
  content.appendChild(document.createElement('p')).textContent = marker.place
  if (marker.href) {
    const link = content.appendChild(document.createElement('a'))
    link.href = marker.href
    link.textContent = `Open the page for ${marker.title}`
  }
  return content
}
