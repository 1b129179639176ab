/** Dates are shown in Australian English, in the organisation's home time zone, the same on server and client. */
export const SITE_TIME_ZONE = 'Australia/Sydney'

/** The months as en-AU's long date names them. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/**
 * Intl formatters are made on first use, never as a module loads: a page's first Intl formatter
 * holds Chromium's main thread while it loads the locale's data, and most pages format no date with
 * one. Each is made once: even after the first, making one costs more than formatting with it
 * (docs/decisions/0030-no-intl-while-a-page-loads.md has the figures).
 */
function once<Value>(make: () => Value): () => Value {
  let value: Value | undefined
  return () => (value ??= make())
}

const longDateInSiteTimeZone = once(
  () => new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: SITE_TIME_ZONE }),
)
const isoDateInSiteTimeZone = once(() => new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE }))

/**
 * "16 April 2026" from an ISO date-time or a YYYY-MM-DD date. A plain date is that calendar day,
 * written out without Intl (closing dates, review dates, the print header's day); a date-time is the
 * day it was in Sydney.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return ''
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = new Date(`${value}T12:00:00Z`)
    return Number.isNaN(day.getTime()) ? '' : `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`
  }
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '' : longDateInSiteTimeZone().format(date)
}

/** Today's date (YYYY-MM-DD) in the site's time zone. */
export function todayInSiteTimeZone(now: Date = new Date()): string {
  return isoDateInSiteTimeZone().format(now)
}
