import type HolidaysType from 'date-holidays'
import type { PublicHoliday } from './schedule'
import { stateCode } from './time-zones'

/**
 * Public holidays from `date-holidays` (national ones and each state's and territory's), only those
 * of type 'public' (not bank holidays or observances). The package holds every country's rules
 * (about 6 MB once loaded, 85 ms to load), so it is loaded when a page first asks, not at start-up.
 */
let library: Promise<typeof HolidaysType> | undefined
const loadLibrary = () => (library ??= import('date-holidays').then((module) => module.default))

const calendars = new Map<string, HolidaysType>()
/** Each state's holidays of each year, worked out once. */
const years = new Map<string, readonly PublicHoliday[]>()

async function holidaysOf(state: string | null, year: number): Promise<readonly PublicHoliday[]> {
  const key = `${state ?? 'AU'}:${year}`
  const known = years.get(key)
  if (known) return known
  const Holidays = await loadLibrary()
  let calendar = calendars.get(state ?? 'AU')
  if (!calendar) {
    calendar = state ? new Holidays('AU', state, { types: ['public'] }) : new Holidays('AU', { types: ['public'] })
    calendars.set(state ?? 'AU', calendar)
  }
  // `date` is the local date and time it starts ('2026-12-24 19:00:00' for Christmas Eve in SA).
  const found = calendar
    .getHolidays(year)
    .filter((holiday) => holiday.type === 'public')
    .map((holiday) => ({
      date: holiday.date.slice(0, 10),
      from: Number(holiday.date.slice(11, 13)) * 60 + Number(holiday.date.slice(14, 16)),
      name: holiday.name,
    }))
  years.set(key, found)
  return found
}

/**
 * The public holidays of a state or territory (national ones alone when it is not one) from one
 * local date to another, both included (YYYY-MM-DD).
 */
export async function publicHolidaysBetween(
  state: string | null | undefined,
  from: string,
  to: string,
): Promise<PublicHoliday[]> {
  const code = stateCode(state)
  const found: PublicHoliday[] = []
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const holiday of await holidaysOf(code, year))
      if (holiday.date >= from && holiday.date <= to) found.push(holiday)
  }
  return found
}
