const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const WEEK = 7 * DAY
const MONTH = 30 * DAY
const YEAR = 365 * DAY

/** The largest unit that fits, from minutes to years; anything shorter is in seconds. */
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', YEAR],
  ['month', MONTH],
  ['week', WEEK],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
]

/** Made on first use, not as the module loads (docs/decisions/0030-no-intl-while-a-page-loads.md). */
let relative: Intl.RelativeTimeFormat | undefined

/** '3 days ago', 'yesterday', 'in 2 hours', 'now': how far `date` is from `now`, in whole units. */
export function formatRelativeTime(date: Date, now: Date): string {
  const difference = date.getTime() - now.getTime()
  const distance = Math.abs(difference)
  const [unit, size] = UNITS.find(([, unitSize]) => distance >= unitSize) ?? ['second', SECOND]
  relative ??= new Intl.RelativeTimeFormat('en-AU', { numeric: 'auto' })
  return relative.format(Math.trunc(difference / size), unit)
}
