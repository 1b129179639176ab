import { type HolidayRule, type Interval, type WeekHours } from './week'

/** A public holiday of the place's state: its local date, the minute it starts (0 but for evening ones, like Christmas Eve from 7 pm in SA), its name. */
export interface PublicHoliday {
  date: string
  from: number
  name: string
}

export interface Closure {
  /** First and last local dates closed (YYYY-MM-DD); `to` null: until further notice. */
  from: string
  to: string | null
  note: string | null
}

/**
 * Everything needed to tell whether a place is open at any instant from `knownFrom` until
 * `knownUntil`, with no time-zone library or Intl: the server (schedule.server.ts) works out the
 * public holidays of the place's state and its time zone's offsets from UTC for that stretch, and
 * sends them with the page, so the browser can keep the status right as time passes
 * (docs/decisions/0051-opening-hours-as-data.md).
 */
export interface OpeningSchedule {
  week: WeekHours
  holidayRule: HolidayRule
  /** With the 'special' rule. */
  holidayHours: readonly Interval[]
  holidays: readonly PublicHoliday[]
  closures: readonly Closure[]
  /** The time zone's offsets from UTC, oldest first: `[from instant (ms), minutes ahead of UTC]`; the first also holds before its instant. */
  offsets: ReadonlyArray<readonly [number, number]>
  knownFrom: number
  knownUntil: number
}

/** What a page needs to show a place's opening status and hours, and keep them right in the browser (made by schedule.server.ts, placeHours). */
export interface PlaceHours {
  /** Null without structured hours: then only `text`, if any, is shown. */
  schedule: OpeningSchedule | null
  /** The editors' note for exceptions. */
  note: string | null
  /** The synced opening hours as text, shown only while there is no schedule. */
  text: string | null
  /** The instant the server worked the status out for: the browser's first render uses it too, so hydration matches, then its own clock. */
  asOf: number
}

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

function offsetAt(schedule: OpeningSchedule, instant: number): number {
  let minutes = schedule.offsets[0]?.[1] ?? 0
  for (const [from, offset] of schedule.offsets) {
    if (from > instant) break
    minutes = offset
  }
  return minutes
}

/** A moment on the place's own clock. */
export interface LocalTime {
  /** YYYY-MM-DD */
  date: string
  /** 0 for Monday to 6 for Sunday. */
  weekday: number
  /** Minutes after local midnight, with fractions. */
  minute: number
}

export function localTime(schedule: OpeningSchedule, instant: number): LocalTime {
  const local = instant + offsetAt(schedule, instant) * MINUTE
  const midnight = Math.floor(local / DAY) * DAY
  const day = new Date(midnight)
  return {
    date: day.toISOString().slice(0, 10),
    weekday: (day.getUTCDay() + 6) % 7,
    minute: (local - midnight) / MINUTE,
  }
}

/** The instant a local date and minute fall on (the later reading in the hour clocks go back). */
export function instantOf(schedule: OpeningSchedule, date: string, minute: number): number {
  const local = Date.parse(`${date}T00:00:00Z`) + minute * MINUTE
  const guess = local - offsetAt(schedule, local) * MINUTE
  return local - offsetAt(schedule, guess) * MINUTE
}

/** The date `days` after a YYYY-MM-DD date, and its weekday (Monday 0). */
export function laterDate(date: string, days: number): { date: string; weekday: number } {
  const day = new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY)
  return { date: day.toISOString().slice(0, 10), weekday: (day.getUTCDay() + 6) % 7 }
}

/** Why a day's hours are not the usual ones. */
export type DayReason =
  | { kind: 'usual' }
  | { kind: 'holiday'; holiday: PublicHoliday; closedAllDay: boolean }
  | { kind: 'closure'; closure: Closure }

export interface DayHours {
  intervals: readonly Interval[]
  reason: DayReason
}

const clip = (intervals: readonly Interval[], from: number, to: number): Interval[] =>
  intervals.flatMap(([opens, closes]) =>
    closes <= from || opens >= to ? [] : [[Math.max(opens, from), Math.min(closes, to)] as const],
  )

/** A day's opening hours: a temporary closure first, then a public holiday's rule, else the usual ones. */
export function hoursOn(schedule: OpeningSchedule, date: string, weekday: number): DayHours {
  const closure = schedule.closures.find((closed) => closed.from <= date && (closed.to === null || date <= closed.to))
  if (closure) return { intervals: [], reason: { kind: 'closure', closure } }
  const usual = schedule.week[weekday] ?? []
  const holiday = schedule.holidays.find((day) => day.date === date)
  if (!holiday || schedule.holidayRule === 'usual') return { intervals: usual, reason: { kind: 'usual' } }
  const onHoliday = schedule.holidayRule === 'special' ? schedule.holidayHours : []
  const intervals = [...clip(usual, 0, holiday.from), ...clip(onHoliday, holiday.from, 24 * 60)]
  return { intervals, reason: { kind: 'holiday', holiday, closedAllDay: holiday.from === 0 && intervals.length === 0 } }
}
