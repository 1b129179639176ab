export interface Coordinates {
  latitude: number
  longitude: number
}

const EARTH_RADIUS_KM = 6371.0088
const KM_PER_DEGREE_OF_LATITUDE = (Math.PI * EARTH_RADIUS_KM) / 180
const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle (haversine) distance in kilometres. */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const dLatitude = radians(to.latitude - from.latitude)
  const dLongitude = radians(to.longitude - from.longitude)
  const a =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLongitude / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

export interface BoundingBox {
  minLatitude: number
  maxLatitude: number
  minLongitude: number
  maxLongitude: number
}

/**
 * A box that holds every point within `km` of the centre, a little generously: a cheap test that
 * rules out far places before the haversine. Australia is far from the poles and the date line, so
 * the box never wraps.
 */
export function boxAround(centre: Coordinates, km: number): BoundingBox {
  const latitudeSpan = km / KM_PER_DEGREE_OF_LATITUDE
  const nearestPoleward = Math.min(89, Math.abs(centre.latitude) + latitudeSpan)
  const longitudeSpan = latitudeSpan / Math.cos(radians(nearestPoleward))
  return {
    minLatitude: centre.latitude - latitudeSpan,
    maxLatitude: centre.latitude + latitudeSpan,
    minLongitude: centre.longitude - longitudeSpan,
    maxLongitude: centre.longitude + longitudeSpan,
  }
}

/** Mainland Australia, Tasmania and the Torres Strait islands: where 'near me' can be. */
export const AUSTRALIA: BoundingBox = { minLatitude: -44, maxLatitude: -9, minLongitude: 112, maxLongitude: 154 }

export function isInside(box: BoundingBox, point: Coordinates): boolean {
  return (
    point.latitude >= box.minLatitude &&
    point.latitude <= box.maxLatitude &&
    point.longitude >= box.minLongitude &&
    point.longitude <= box.maxLongitude
  )
}

/** The distances a visitor can search within, in km, and the one used when they choose none. */
export const SEARCH_RADII_KM = [5, 10, 25, 50, 100] as const
export const DEFAULT_RADIUS_KM = 25
/** The farthest a service can be and still count as near a place: beyond it, nearer is no reason to come first. */
export const FARTHEST_NEAR_KM = Math.max(...SEARCH_RADII_KM)
