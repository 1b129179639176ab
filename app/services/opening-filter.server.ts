import { OpenPlaces } from '~/opening-hours/open-places.server'
import { opensOnWeekends, type StructuredHours, weekOf } from '~/opening-hours/week'
import { Bitset } from './bitset'

type Row = { _id: string; hours: StructuredHours | null; state: string | null }
/** What the filter reads of the services index's services (services-index.ts builds the filter, so it names them here). */
type ServiceWithLocations = { id: string; locations: ReadonlyArray<{ id: string }> }

/** The finder's 'Open now' and 'Open on weekends': by a service's own hours, else by any of its locations' hours. */
export interface OpeningFilter {
  /** Services with hours on a Saturday or Sunday. */
  weekends: Bitset
  /** Services open at `now`, the ids of the locations open then, and the instant that answer holds until. */
  openAt(now: number): Promise<{ services: Bitset; locations: ReadonlySet<string>; until: number }>
}

export function openingFilter(
  services: readonly ServiceWithLocations[],
  rows: { services: Row[]; locations: Row[] },
): OpeningFilter {
  // A service's own hours count once they have a time in them (the Studio can save the object with its public-holiday rule alone).
  const ownHours = new Map(
    rows.services
      .filter((row) => row.hours && weekOf(row.hours).some((day) => day.length > 0))
      .map((row) => [row._id, row]),
  )
  const weekendLocations = new Set(
    rows.locations.filter((row) => row.hours && opensOnWeekends(weekOf(row.hours))).map((row) => row._id),
  )
  const weekends = Bitset.of(
    services.length,
    services.flatMap((service, position) => {
      const own = ownHours.get(service.id)?.hours
      return (
        own ? opensOnWeekends(weekOf(own)) : service.locations.some((location) => weekendLocations.has(location.id))
      )
        ? [position]
        : []
    }),
  )
  const places = new OpenPlaces(
    [...rows.locations, ...ownHours.values()].map((row) => ({ id: row._id, hours: row.hours, state: row.state })),
  )
  let kept: { open: ReadonlySet<string>; services: Bitset } | undefined
  return {
    weekends,
    async openAt(now) {
      const { open, until } = await places.openAt(now)
      if (kept?.open !== open) {
        const positions = services.flatMap((service, position) =>
          (
            ownHours.has(service.id)
              ? open.has(service.id)
              : service.locations.some((location) => open.has(location.id))
          )
            ? [position]
            : [],
        )
        kept = { open, services: Bitset.of(services.length, positions) }
      }
      return { services: kept.services, locations: open, until }
    },
  }
}
