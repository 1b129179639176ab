import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import type { MapMarker } from './map-markers'
import type { MapTiles } from './map-tiles'

/** A pin drawn in CSS (.location-marker), so no marker images need to be served or allowed. */
const PIN = L.divIcon({ className: 'location-marker', iconSize: [24, 24], iconAnchor: [12, 24], popupAnchor: [0, -24] })

/**
 * Draws the map in `container`: the tiles and one pin per marker, fitted to show every pin; a pin's
 * popup names the place and links to its page. The pins are for pointers only: the list on the page
 * carries every location with its link, and pins that overlap at a zoomed-out view would be tiny,
 * crowded keyboard targets. The map itself stays focusable, so its arrow-key panning works, and Tab
 * leaves it as usual. Loaded only when the map area comes near the viewport: Leaflet is the largest
 * script on the site.
 */
export function drawMap(container: HTMLElement, markers: MapMarker[], tiles: MapTiles): L.Map {
  const map = L.map(container, { scrollWheelZoom: false })
  const points = markers.map((marker): L.LatLngTuple => [marker.latitude, marker.longitude])
  if (points.length === 1) map.setView(points[0]!, 15)
  else map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: 14 })
  L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map)
  for (const marker of markers) {
    L.marker([marker.latitude, marker.longitude], { icon: PIN, title: marker.title, keyboard: false })
      .bindPopup(popupContent(marker))
      .addTo(map)
  }
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
