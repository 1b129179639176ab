import { MONTHS } from '~/ui/dates'
import { hoursOn, laterDate, type OpeningSchedule } from './schedule'
import { DAY_NAMES, intervalsWords } from './week'

/** How far ahead the hours list the days that differ from the usual week. */
export const DAYS_LISTED = 14

/** 'Monday 6 April' */
export function dateWords(date: string): string {
  const { weekday } = laterDate(date, 0)
  const [, month, day] = date.split('-').map(Number)
  return `${DAY_NAMES[weekday]} ${day} ${MONTHS[(month ?? 1) - 1]}`
}

/**
 * The days from `today` that differ from the usual week, in words: public holidays ('Monday 6 April,
 * Easter Monday: closed') and temporary closures, each once ('Closed from Monday 21 December to Monday 4
 * January: Closed over Christmas.').
 */
export function changesAhead(schedule: OpeningSchedule, today: string): string[] {
  const changes: string[] = []
  const closuresSeen = new Set<object>()
  for (let ahead = 0; ahead < DAYS_LISTED; ahead++) {
    const { date, weekday } = laterDate(today, ahead)
    const { intervals, reason } = hoursOn(schedule, date, weekday)
    if (reason.kind === 'closure' && !closuresSeen.has(reason.closure)) {
      closuresSeen.add(reason.closure)
      const { from, to, note } = reason.closure
      const until = to ? `to ${dateWords(to)}` : 'until further notice'
      changes.push(`Closed from ${dateWords(from)} ${until}${note ? `: ${note}` : ''}`)
    }
    const usual = schedule.week[weekday] ?? []
    if (reason.kind === 'holiday' && intervalsWords(intervals) !== intervalsWords(usual)) {
      changes.push(`${dateWords(date)}, ${reason.holiday.name}: ${intervalsWords(intervals).toLowerCase()}`)
    }
  }
  return changes
}
