/**
 * A place's usual week, read from the Studio's `openingHours` object (app/content/queries/fragments.ts,
 * OPENING_HOURS). Shared by the server and the browser: no time zones here, only local clock times.
 */

/** Open from `[0]` until `[1]`, in minutes after local midnight (`[1]` up to 1440, midnight at the end of the day). */
export type Interval = readonly [opens: number, closes: number]

/** The usual intervals of each day, Monday first. */
export type WeekHours = ReadonlyArray<readonly Interval[]>

export type HolidayRule = 'closed' | 'usual' | 'special'

export const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
const DAY_FIELDS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const

type TimeRange = { opens: string | null; closes: string | null }

/** The GROQ projection OPENING_HOURS, as every query that uses it returns it. */
export interface StructuredHours {
  monday: TimeRange[] | null
  tuesday: TimeRange[] | null
  wednesday: TimeRange[] | null
  thursday: TimeRange[] | null
  friday: TimeRange[] | null
  saturday: TimeRange[] | null
  sunday: TimeRange[] | null
  publicHolidays: HolidayRule | null
  publicHolidayHours: TimeRange[] | null
  closures: Array<{ from: string | null; to: string | null; note: string | null }> | null
  note: string | null
  timeZone: string | null
}

const TIME = /^(\d{2}):(\d{2})$/

/** '09:30' → 570; '24:00' → 1440; anything else null. */
export function minuteOf(time: string | null): number | null {
  const match = time ? TIME.exec(time) : null
  if (!match) return null
  const minute = Number(match[1]) * 60 + Number(match[2])
  return minute <= 24 * 60 && Number(match[2]) < 60 ? minute : null
}

/**
 * Intervals in order, each valid one kept (opens before closes, the same day) and overlapping or
 * touching ones joined: '09:00–12:00' and '12:00–17:00' are open from 9 to 5.
 */
export function intervalsOf(ranges: TimeRange[] | null | undefined): Interval[] {
  const valid = (ranges ?? [])
    .map((range) => [minuteOf(range.opens), minuteOf(range.closes)] as const)
    .filter((range): range is Interval => range[0] !== null && range[1] !== null && range[0] < range[1])
    .toSorted((a, b) => a[0] - b[0])
  const joined: Array<[number, number]> = []
  for (const [opens, closes] of valid) {
    const last = joined.at(-1)
    if (last && opens <= last[1]) last[1] = Math.max(last[1], closes)
    else joined.push([opens, closes])
  }
  return joined
}

export function weekOf(hours: StructuredHours): WeekHours {
  return DAY_FIELDS.map((day) => intervalsOf(hours[day]))
}

/** Whether the usual week has any hours on a Saturday or a Sunday. */
export function opensOnWeekends(week: WeekHours): boolean {
  return (week[5]?.length ?? 0) > 0 || (week[6]?.length ?? 0) > 0
}

/** '5 pm', '9.30 am', 'midday', 'midnight': Australian style. */
export function timeWords(minute: number): string {
  const hours = Math.floor(minute / 60) % 24
  const minutes = minute % 60
  if (minutes === 0 && hours === 0) return 'midnight'
  if (minutes === 0 && hours === 12) return 'midday'
  const clock = hours % 12 === 0 ? 12 : hours % 12
  return `${clock}${minutes ? `.${String(minutes).padStart(2, '0')}` : ''} ${hours < 12 ? 'am' : 'pm'}`
}

/** '9 am to 12.30 pm, 1.30 pm to 5 pm', 'Open 24 hours' or 'Closed'. */
export function intervalsWords(intervals: readonly Interval[]): string {
  if (intervals.length === 0) return 'Closed'
  if (intervals.length === 1 && intervals[0]![0] === 0 && intervals[0]![1] === 24 * 60) return 'Open 24 hours'
  return intervals.map(([opens, closes]) => `${timeWords(opens)} to ${timeWords(closes)}`).join(', ')
}
