import { tzOffset, tzScan } from '@date-fns/tz'
import { sharedUntil } from '~/http/cache-policy.server'
import { publicHolidaysBetween } from './holidays.server'
import { statusAt } from './status'
import type { Closure, OpeningSchedule, PlaceHours } from './schedule'
import { timeZoneOf } from './time-zones'
import { intervalsOf, type StructuredHours, weekOf } from './week'

const HOUR = 3_600_000
const DAY = 24 * HOUR
/**
 * A schedule knows the day before it was made (a visitor's clock a little behind the server's) and two
 * weeks after: cached pages are at most minutes old, and a page left open that long shows no status
 * rather than a wrong one.
 */
const KNOWN_BEFORE = DAY
const KNOWN_AFTER = 14 * DAY

/** Offsets of a zone over a stretch, by zone and stretch (stretches start on the hour, so a few a day). */
const offsetsKept = new Map<string, Array<readonly [number, number]>>()

function offsetsOf(timeZone: string, from: number, until: number): Array<readonly [number, number]> {
  const key = `${timeZone}:${from}`
  const kept = offsetsKept.get(key)
  if (kept) return kept
  const offsets: Array<readonly [number, number]> = [[from, tzOffset(timeZone, new Date(from))]]
  for (const change of tzScan(timeZone, { start: new Date(from), end: new Date(until) }))
    offsets.push([change.date.getTime(), change.offset])
  if (offsetsKept.size > 200) offsetsKept.clear()
  offsetsKept.set(key, offsets)
  return offsets
}

const isoDate = (instant: number) => new Date(instant).toISOString().slice(0, 10)

/**
 * A place's schedule from its structured hours, for the stretch around `now`: its state's public
 * holidays and its time zone's offsets worked out here, on the server. Null without any hours to
 * tell (an empty week: 'by appointment' places say so in their note).
 */
export async function openingSchedule(
  hours: StructuredHours | null | undefined,
  state: string | null | undefined,
  now: number,
): Promise<OpeningSchedule | null> {
  if (!hours) return null
  const week = weekOf(hours)
  const holidayRule = hours.publicHolidays ?? 'closed'
  const holidayHours = holidayRule === 'special' ? intervalsOf(hours.publicHolidayHours) : []
  if (week.every((day) => day.length === 0) && holidayHours.length === 0) return null
  const knownFrom = Math.floor(now / HOUR) * HOUR - KNOWN_BEFORE
  const knownUntil = knownFrom + KNOWN_BEFORE + KNOWN_AFTER
  const firstDay = isoDate(knownFrom - DAY)
  const closures = (hours.closures ?? []).flatMap((closure): Closure[] =>
    closure.from && (!closure.to || (closure.to >= closure.from && closure.to >= firstDay))
      ? [{ from: closure.from, to: closure.to ?? null, note: closure.note?.trim() || null }]
      : [],
  )
  return {
    week,
    holidayRule,
    holidayHours,
    holidays: await publicHolidaysBetween(state, firstDay, isoDate(knownUntil + DAY)),
    closures,
    offsets: offsetsOf(timeZoneOf(state, hours.timeZone), knownFrom, knownUntil),
    knownFrom,
    knownUntil,
  }
}

/** A place as the queries give it (LOCATION_FIELDS, a service's own `hours` and `state`). */
export interface PlaceWithHours {
  hours?: StructuredHours | null
  state?: string | null
  openingHours?: string | null
}

export async function placeHours(place: PlaceWithHours, now: number): Promise<PlaceHours> {
  const schedule = await openingSchedule(place.hours, place.state, now)
  return {
    schedule,
    note: place.hours?.note?.trim() || null,
    text: schedule ? null : place.openingHours?.trim() || null,
    asOf: now,
  }
}

/** Each place with its `hours` made ready for the page (and the synced text dropped, now in `hours.text`). */
export async function withPlaceHours<Place extends PlaceWithHours>(
  places: Place[],
  now: number,
): Promise<Array<Omit<Place, 'hours' | 'openingHours'> & { hours: PlaceHours }>> {
  return Promise.all(
    places.map(async ({ hours, openingHours, ...place }) => ({
      ...place,
      hours: await placeHours({ hours, openingHours, state: place.state }, now),
    })),
  )
}

/** The first instant any of these places' status changes (from when it was worked out), or null when none has a status. */
export function firstStatusChange(places: readonly PlaceHours[]): number | null {
  let first: number | null = null
  for (const place of places) {
    const change = place.schedule ? statusAt(place.schedule, place.asOf)?.nextChange : undefined
    if (change !== undefined && (first === null || change < first)) first = change
  }
  return first
}

/**
 * Response headers for a page that shows opening statuses: shared only until the first one changes,
 * or `until` (when what 'Open now' finds changes) if that comes first.
 */
export function openingStatusHeaders(
  places: readonly PlaceHours[],
  now: number,
  until: number | null = null,
): HeadersInit {
  const changes = [firstStatusChange(places), until].filter(
    (instant): instant is number => instant !== null && Number.isFinite(instant),
  )
  return changes.length ? { 'Cache-Control': sharedUntil(Math.min(...changes), now) } : {}
}
