import type { DayOfWeek, OpeningHoursSpecification } from 'schema-dts'
import type { OpeningSchedule } from '~/opening-hours/schedule'
import { DAY_NAMES, type Interval } from '~/opening-hours/week'

/** The days as schema.org names them: the site's own day names, Monday first. */
export const DAYS = DAY_NAMES satisfies readonly DayOfWeek[]

/** 540 → '09:00'; the end of the day as '23:59', as schema.org's examples write open all day. */
const clock = (minute: number) =>
  minute >= 24 * 60
    ? '23:59'
    : `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`

const specification = (
  hours: Interval,
  extra: Partial<OpeningHoursSpecification> & object,
): OpeningHoursSpecification => ({
  '@type': 'OpeningHoursSpecification',
  ...extra,
  opens: clock(hours[0]),
  closes: clock(hours[1]),
})

/** Closed all day, as schema.org says it: opens and closes at midnight. */
const CLOSED: Interval = [0, 0]

/**
 * A schedule as schema.org's OpeningHoursSpecifications: the usual week (days with the same hours
 * together), public holidays (`PublicHolidays`: closed, or their special hours), and temporary closures
 * and the public holidays ahead that change the hours, each with validFrom and validThrough.
 */
export function openingHoursSpecification(schedule: OpeningSchedule): OpeningHoursSpecification[] {
  const byHours = new Map<string, { days: DayOfWeek[]; intervals: readonly Interval[] }>()
  schedule.week.forEach((intervals, weekday) => {
    if (!intervals.length) return
    const key = JSON.stringify(intervals)
    const same = byHours.get(key)
    if (same) same.days.push(DAYS[weekday]!)
    else byHours.set(key, { days: [DAYS[weekday]!], intervals })
  })
  const usual = [...byHours.values()].flatMap(({ days, intervals }) =>
    intervals.map((hours) => specification(hours, { dayOfWeek: days })),
  )
  const holidayHours =
    schedule.holidayRule === 'closed' ? [CLOSED] : schedule.holidayRule === 'special' ? schedule.holidayHours : []
  const onHolidays = holidayHours.map((hours) => specification(hours, { dayOfWeek: 'PublicHolidays' }))
  const dated = schedule.holidayRule === 'usual' ? [] : schedule.holidays.filter((holiday) => holiday.from === 0)
  const holidaysAhead = dated.flatMap((holiday) =>
    (holidayHours.length ? holidayHours : [CLOSED]).map((hours) =>
      specification(hours, { validFrom: holiday.date, validThrough: holiday.date }),
    ),
  )
  const closures = schedule.closures.map((closure) =>
    specification(CLOSED, { validFrom: closure.from, ...(closure.to ? { validThrough: closure.to } : {}) }),
  )
  return [...usual, ...onHolidays, ...holidaysAhead, ...closures]
}
