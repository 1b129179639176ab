import { href } from 'react-router'
import { placeLine } from '~/lib/addresses/place-line'
/** A pin on the map: where a location is, what it is called and, on the list, the page it links to. */
export interface MapMarker {
  id: string
  title: string
  /** Suburb, state and postcode, shown in the pin's popup. */
  place: string
  latitude: number
  longitude: number
  href: string | null
}

interface Mappable {
  _id: string
  title: string | null
  slug: string | null
  suburb: string | null
  state: string | null
  postcode: string | null
  latitude: number | null
  longitude: number | null
}

/** The pins for these locations: those with coordinates; `linked` makes each pin offer its location's page. */
export function mapMarkers(locations: Mappable[], { linked }: { linked: boolean }): MapMarker[] {
  return locations.flatMap((location) =>
    location.latitude !== null && location.longitude !== null
      ? [
          {
            id: location._id,
            title: location.title ?? '',
            place: placeLine(location),
            latitude: location.latitude,
            longitude: location.longitude,
            href: linked && location.slug ? href('/locations/:slug', { slug: location.slug }) : null,
          },
        ]
      : [],
  )
}
