/** Dates and times in Australian English. */
const LOCALE = 'en-AU'

/**
 * Text rendered on the server must come out the same in the browser, wherever the visitor is, so it
 * is formatted in the organisation's own time zone.
 */
export const ORGANISATION_TIME_ZONE = 'Australia/Sydney'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const WEEK = 7 * DAY
const MONTH = 30 * DAY
const YEAR = 365 * DAY

/** The largest unit that fits, from seconds to years. */
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', YEAR],
  ['month', MONTH],
  ['week', WEEK],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
]

const relative = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' })

/** '3 days ago', 'yesterday', 'in 2 hours', 'now': how far `date` is from `now`, in whole units. */
export function formatRelativeTime(date: Date, now: Date): string {
  const difference = date.getTime() - now.getTime()
  const distance = Math.abs(difference)
  const [unit, size] = UNITS.find(([, unitSize]) => distance >= unitSize) ?? ['second', SECOND]
  return relative.format(Math.trunc(difference / size), unit)
}

const longDate = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: ORGANISATION_TIME_ZONE })

/** '3 May 2025', the calendar day in the organisation's time zone. */
export function formatDate(date: Date): string {
  return longDate.format(date)
}

/** The calendar day as 'YYYY-MM-DD' (a valid <time dateTime>), in the visitor's zone unless one is given. */
export function calendarDay(date: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value
  return `${part('year')}-${part('month')}-${part('day')}`
}

const dayOnly = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: 'UTC' })

/** '3 May 2025' for '2025-05-03', whatever the time zone. */
export function formatCalendarDay(day: string): string {
  return dayOnly.format(new Date(`${day}T00:00:00Z`))
}
