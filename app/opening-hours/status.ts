import { MONTHS } from '~/ui/dates'
import { type Closure, hoursOn, instantOf, laterDate, localTime, type OpeningSchedule } from './schedule'
import { DAY_NAMES, timeWords } from './week'

/** A moment the status looks ahead to, on the place's clock. */
export interface When {
  date: string
  weekday: number
  minute: number
  /** 0 today, 1 tomorrow… */
  daysAhead: number
}

export type OpeningStatus =
  | { kind: 'open'; /** null: open for the next week and more (open 24 hours). */ closes: When | null }
  | {
      kind: 'closed'
      /** null: no opening ahead (closed until further notice). */
      opens: When | null
      /** Closed all day today for this public holiday. */
      holiday: string | null
      closure: Closure | null
    }

export interface StatusAt {
  status: OpeningStatus
  /** The instant its words may next change: an opening, a closing or the place's midnight. */
  nextChange: number
}

/** How far ahead to look for the next opening: a long closure can last months. */
const DAYS_AHEAD = 400
/** How far ahead to look for a closing: a place open longer than this is open 24 hours. */
const OPEN_DAYS_AHEAD = 8
const END_OF_DAY = 24 * 60

/**
 * Whether a place is open at `now`, and until when or from when, on its own clock; null when `now`
 * is outside the stretch its schedule knows (a page kept open for weeks).
 */
export function statusAt(schedule: OpeningSchedule, now: number): StatusAt | null {
  if (now < schedule.knownFrom || now >= schedule.knownUntil) return null
  const here = localTime(schedule, now)
  const today = hoursOn(schedule, here.date, here.weekday)
  const current = today.intervals.find(([opens, closes]) => opens <= here.minute && here.minute < closes)
  const boundary = Math.min(END_OF_DAY, ...today.intervals.flat().filter((minute) => minute > here.minute))
  const change = instantOf(schedule, here.date, boundary)
  const nextChange = Math.min(schedule.knownUntil, change > now ? change : now + 60_000)
  if (current) return { status: { kind: 'open', closes: closingAfter(schedule, here.date, current[1]) }, nextChange }
  const reason = today.reason
  return {
    status: {
      kind: 'closed',
      opens: openingAfter(schedule, here.date, here.weekday, here.minute),
      holiday: reason.kind === 'holiday' && reason.closedAllDay ? reason.holiday.name : null,
      closure: reason.kind === 'closure' ? reason.closure : null,
    },
    nextChange,
  }
}

/** When an interval that ends at `closes` today really closes: open past midnight into the next day's first interval, it goes on. */
function closingAfter(schedule: OpeningSchedule, date: string, closes: number): When | null {
  let end = closes
  for (let daysAhead = 0; daysAhead < OPEN_DAYS_AHEAD; daysAhead++) {
    const day = laterDate(date, daysAhead)
    if (end < END_OF_DAY) return { ...day, minute: end, daysAhead }
    const next = laterDate(date, daysAhead + 1)
    const first = hoursOn(schedule, next.date, next.weekday).intervals[0]
    if (!first || first[0] > 0) return { ...day, minute: end, daysAhead }
    end = first[1]
  }
  return null
}

function openingAfter(schedule: OpeningSchedule, date: string, weekday: number, minute: number): When | null {
  const later = hoursOn(schedule, date, weekday).intervals.find(([opens]) => opens > minute)
  if (later) return { date, weekday, minute: later[0], daysAhead: 0 }
  for (let daysAhead = 1; daysAhead <= DAYS_AHEAD; daysAhead++) {
    const day = laterDate(date, daysAhead)
    const first = hoursOn(schedule, day.date, day.weekday).intervals[0]
    if (first) return { ...day, minute: first[0], daysAhead }
  }
  return null
}

/** '5 pm' today, 'Monday 9 am' this week, 'Monday 14 April 9 am' further ahead. */
export function whenWords(when: When): string {
  const time = timeWords(when.minute)
  if (when.daysAhead === 0) return time
  const day = DAY_NAMES[when.weekday]
  if (when.daysAhead < 7) return `${day} ${time}`
  const [, month, date] = when.date.split('-').map(Number)
  return `${day} ${date} ${MONTHS[(month ?? 1) - 1]} ${time}`
}

/** 'Open now · closes 5 pm', 'Closed · opens Monday 9 am', 'Closed today for the public holiday · opens Tuesday 9 am'… */
export function statusWords(status: OpeningStatus): string {
  if (status.kind === 'open')
    return status.closes ? `Open now · closes ${whenWords(status.closes)}` : 'Open now · open 24 hours'
  const opens = status.opens ? ` · opens ${whenWords(status.opens)}` : ''
  if (status.closure) return status.opens ? `Temporarily closed${opens}` : 'Temporarily closed until further notice'
  if (status.holiday) return `Closed today for the public holiday${opens}`
  return `Closed${opens}`
}
