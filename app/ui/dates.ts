/** Dates are shown in Australian English, in the organisation's home time zone, the same on server and client. */
export const SITE_TIME_ZONE = 'Australia/Sydney'

const longDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: SITE_TIME_ZONE })

/** "16 April 2026" from an ISO date-time or a YYYY-MM-DD date (a plain date is taken as that calendar day). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return ''
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value)
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date)
}

/** YYYY-MM-DD in the site's time zone; made once, as a formatter with a time zone costs about 1 ms to make. */
const isoDateInSiteTimeZone = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE })

/** Today's date (YYYY-MM-DD) in the site's time zone. */
export function todayInSiteTimeZone(now: Date = new Date()): string {
  return isoDateInSiteTimeZone.format(now)
}
