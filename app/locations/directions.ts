import { withoutEditLinks } from '~/content/visual-editing/without-edit-links'

/** A Google Maps directions link to the location: to its coordinates, or failing those, its address. */
export function directionsUrl(location: {
  latitude: number | null
  longitude: number | null
  address: string | null
  suburb: string | null
  state: string | null
  postcode: string | null
}): string | null {
  const base = 'https://www.google.com/maps/dir/?api=1&destination='
  if (location.latitude !== null && location.longitude !== null)
    return `${base}${location.latitude},${location.longitude}`
  const address = [location.address, location.suburb, location.state, location.postcode].filter(Boolean).join(', ')
  return address ? `${base}${encodeURIComponent(withoutEditLinks(address))}` : null
}
