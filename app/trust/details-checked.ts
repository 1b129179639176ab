import { todayInSiteTimeZone } from '~/ui/dates'

/** How current a service's or location's details are, as its page says it. */
export interface DetailsChecked {
  /** The day they were last checked (YYYY-MM-DD, in the site's time zone), or null when nobody knows. */
  checkedOn: string | null
  /** Checked longer ago than `staleAfterMonths` (or never known to be): the page asks visitors to call first. */
  stale: boolean
  staleAfterMonths: number
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The day `months` months before a YYYY-MM-DD day: the same day of that month, or its last day when it is shorter. */
export function monthsBefore(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number)
  const lastDay = new Date(Date.UTC(year, month - months, 0)).getUTCDate()
  return new Date(Date.UTC(year, month - 1 - months, Math.min(date, lastDay))).toISOString().slice(0, 10)
}

/**
 * When a listing's details were last checked: the later of the sync's last update (a date-time, taken as
 * the day it was in the site's time zone) and an editor's review (a day). A day after today (a typing
 * slip in the Studio) counts as today: the page never says it was checked in the future.
 */
export function detailsChecked(
  { syncedAt, reviewedOn }: { syncedAt: string | null | undefined; reviewedOn: string | null | undefined },
  { now, staleAfterMonths }: { now: Date; staleAfterMonths: number },
): DetailsChecked {
  const today = todayInSiteTimeZone(now)
  const synced = syncedAt && !Number.isNaN(Date.parse(syncedAt)) ? todayInSiteTimeZone(new Date(syncedAt)) : null
  const reviewed = reviewedOn && DAY.test(reviewedOn) ? reviewedOn : null
  const latest =
    [synced, reviewed]
      .filter((day): day is string => day !== null)
      .sort()
      .at(-1) ?? null
  const checkedOn = latest && latest > today ? today : latest
  return { checkedOn, stale: checkedOn === null || checkedOn < monthsBefore(today, staleAfterMonths), staleAfterMonths }
}
