import { distanceKm } from '~/lib/geo/distance'
import { type PlaceProblem, parseFinderQuery, type SearchPlace } from '~/services/finder-query'
import type { Gazetteer } from '~/services/places'
import type { FinderOptions } from '~/services/services-index'
import { opensOnWeekends, type StructuredHours, weekOf } from '~/opening-hours/week'

/** The parameters /locations reads. They mean what they mean in the services finder, so it parses them. */
const LOCATIONS_PARAMETERS = ['state', 'near', 'lat', 'lng', 'opennow', 'weekends'] as const

/** A search of the locations page: a state or territory from services settings, a place to measure from, and opening hours. */
export interface LocationsSearch {
  state: string | undefined
  place: SearchPlace | undefined
  /** Only locations open at the time of the search. */
  openNow: boolean
  /** Only locations with hours on a Saturday or Sunday. */
  weekends: boolean
}

export type LocationsSearchParse =
  { ok: true; search: LocationsSearch; placeProblem?: PlaceProblem } | { ok: false; message: string }

/**
 * Reads the locations search from the query string with the finder's rules: the state must be one of
 * the services settings' states, `near` a suburb or postcode the gazetteer knows (else `placeProblem`
 * says what to correct), `lat`/`lng` a point in Australia (rounded to about a kilometre). Anything else
 * in the query string is ignored.
 */
export function parseLocationsSearch(
  search: URLSearchParams,
  known: { options: FinderOptions; places: Gazetteer },
): LocationsSearchParse {
  const relevant = new URLSearchParams()
  for (const name of LOCATIONS_PARAMETERS) for (const value of search.getAll(name)) relevant.append(name, value)
  const parsed = parseFinderQuery(relevant, known)
  if (!parsed.ok) return parsed
  const { state, place, openNow, weekends } = parsed.query
  const found = { state, place, openNow, weekends }
  return parsed.placeProblem
    ? { ok: true, search: found, placeProblem: parsed.placeProblem }
    : { ok: true, search: found }
}

interface Listable {
  _id: string
  hours: StructuredHours | null
  state: string | null
  latitude: number | null
  longitude: number | null
}

/**
 * The locations a search shows: those in its state (open now, or at weekends, when asked), in the
 * order given (by title) or, with a place, nearest first (locations without coordinates last, still by
 * title), each with its distance. `openNow`: the ids of the locations open at the time of the search.
 */
export function locationsFor<Location extends Listable>(
  locations: Location[],
  { state, place, openNow, weekends }: LocationsSearch,
  openAtSearch: ReadonlySet<string>,
): Array<Location & { distanceKm: number | null }> {
  const inState = locations.filter(
    (location) =>
      (!state || location.state?.trim().toUpperCase() === state) &&
      (!openNow || openAtSearch.has(location._id)) &&
      (!weekends || (location.hours !== null && opensOnWeekends(weekOf(location.hours)))),
  )
  const measured = inState.map((location) => ({
    ...location,
    distanceKm:
      place && location.latitude !== null && location.longitude !== null
        ? distanceKm(place, { latitude: location.latitude, longitude: location.longitude })
        : null,
  }))
  if (!place) return measured
  return measured.toSorted(
    (a, b) => (a.distanceKm ?? Number.POSITIVE_INFINITY) - (b.distanceKm ?? Number.POSITIVE_INFINITY),
  )
}

/** "800 m", "4.2 km", "37 km": as precise as a visitor needs to choose between places. */
export function distanceWords(km: number): string {
  if (km < 1) return `${Math.max(100, Math.round(km * 10) * 100)} m`
  if (km < 10) return `${km.toFixed(1)} km`
  return `${Math.round(km)} km`
}
