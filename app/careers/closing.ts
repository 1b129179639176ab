import { todayInSiteTimeZone } from '~/ui/dates'

/** A role takes applications until the end of its closing day, Sydney time. A role without a date stays open. */
export function isClosed(closingDate: string | null | undefined, now: Date = new Date()): boolean {
  return Boolean(closingDate && closingDate < todayInSiteTimeZone(now))
}
