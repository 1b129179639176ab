import { tzOffset } from '@date-fns/tz'
import { stateCode, timeZoneOf } from '~/opening-hours/time-zones'
import { intervalsOf, intervalsWords, type StructuredHours, timeWords, weekOf } from '~/opening-hours/week'
import type { HsdsObject } from './hsds-object'
import { stableId } from './stable-id.server'

const BYDAY = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const
const DAY_NAMES = ['Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays', 'Sundays'] as const

/** '09:00+08:00': HSDS asks for times with their offset from UTC (the place's offset today). */
const clock = (minute: number, offset: string) =>
  `${minute >= 24 * 60 ? '23:59' : `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`}${offset}`

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+'
  const whole = Math.abs(minutes)
  return `${sign}${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`
}

interface Owner {
  /** `location_id` or `service_id`, with the record's HSDS id. */
  link: Record<string, string>
  /** The CMS id the schedules' ids are made from. */
  key: string
  state: string | null
}

/**
 * A place's or a service's hours as HSDS 3.1 schedules: one weekly schedule (freq WEEKLY, byday,
 * opens_at and closes_at with the offset from UTC that holds `now`) for each interval shared by the
 * same days, the public-holiday rule and the editors' note in each one's notes, and one schedule
 * per temporary closure (valid_from, valid_to). Without structured hours, the synced text alone.
 */
export function hsdsSchedules(hours: StructuredHours | null, text: string | null, owner: Owner, now = new Date()): HsdsObject[] {
  const week = hours ? weekOf(hours) : []
  if (!hours || week.every((day) => day.length === 0)) return text ? [{ id: stableId('schedule', owner.key), ...owner.link, description: text }] : []
  const timeZone = timeZoneOf(owner.state, hours.timeZone)
  const offset = tzOffset(timeZone, now)
  const holidays = holidayWords(hours, owner.state)
  const notes = [holidays, hours.note?.trim()].filter(Boolean).join(' ')
  const byInterval = new Map<string, { days: number[]; opens: number; closes: number }>()
  week.forEach((intervals, weekday) => {
    for (const [opens, closes] of intervals) {
      const key = `${opens}-${closes}`
      const same = byInterval.get(key)
      if (same) same.days.push(weekday)
      else byInterval.set(key, { days: [weekday], opens, closes })
    }
  })
  const weekly = [...byInterval.values()].map(({ days, opens, closes }) => ({
    id: stableId('schedule', `${owner.key}|${days.join('')}|${opens}-${closes}`),
    ...owner.link,
    timezone: offset / 60,
    freq: 'WEEKLY',
    wkst: 'MO',
    byday: days.map((day) => BYDAY[day]).join(','),
    opens_at: clock(opens, offsetText(offset)),
    closes_at: clock(closes, offsetText(offset)),
    description: `${days.map((day) => DAY_NAMES[day]).join(', ')}: ${timeWords(opens)} to ${timeWords(closes)} (${timeZone} time)`,
    ...(notes ? { notes } : {}),
  }))
  const closures = (hours.closures ?? []).flatMap((closure) =>
    closure.from
      ? [
          {
            id: stableId('schedule', `${owner.key}|closed|${closure.from}`),
            ...owner.link,
            valid_from: closure.from,
            ...(closure.to ? { valid_to: closure.to } : {}),
            description: `Temporarily closed${closure.to ? '' : ' until further notice'}${closure.note?.trim() ? `: ${closure.note.trim()}` : '.'}`,
          },
        ]
      : [],
  )
  return [...weekly, ...closures]
}

function holidayWords(hours: StructuredHours, state: string | null): string {
  const where = stateCode(state) ? `public holidays in ${stateCode(state)}` : 'public holidays'
  if (hours.publicHolidays === 'usual') return `Open as usual on ${where}.`
  if (hours.publicHolidays === 'special') return `On ${where}: ${intervalsWords(intervalsOf(hours.publicHolidayHours))}.`
  return `Closed on ${where}.`
}
