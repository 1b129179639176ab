import { TZDate } from '@date-fns/tz'
import Holidays from 'date-holidays'
import { describe, expect, it } from 'vitest'
import { openingSchedule } from './schedule.server'
import { statusAt, statusWords } from './status'
import type { StructuredHours } from './week'

const nineToFive = { opens: '09:00', closes: '17:00' }
const closed = null

function hours(changes: Partial<StructuredHours> = {}): StructuredHours {
  return {
    monday: [nineToFive],
    tuesday: [nineToFive],
    wednesday: [nineToFive],
    thursday: [nineToFive],
    friday: [nineToFive],
    saturday: closed,
    sunday: closed,
    publicHolidays: 'closed',
    publicHolidayHours: null,
    closures: null,
    note: null,
    timeZone: null,
    ...changes,
  }
}

const everyDay = (range: { opens: string; closes: string }) =>
  hours({
    monday: [range],
    tuesday: [range],
    wednesday: [range],
    thursday: [range],
    friday: [range],
    saturday: [range],
    sunday: [range],
  })

/** An instant from a wall-clock time in a zone, worked out by @date-fns/tz (independently of the schedule's own offsets). */
const at = (zone: string, date: string, time: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const [hour, minute] = time.split(':').map(Number) as [number, number]
  return new TZDate(year, month - 1, day, hour, minute, zone).getTime()
}

/** What the place shows at that wall-clock time. */
async function shows(place: StructuredHours, state: string, zone: string, date: string, time: string) {
  const now = at(zone, date, time)
  const schedule = await openingSchedule(place, state, now)
  const found = schedule && statusAt(schedule, now)
  return found ? statusWords(found.status) : null
}

const STATE_ZONES = [
  ['ACT', 'Australia/Sydney'],
  ['NSW', 'Australia/Sydney'],
  ['NT', 'Australia/Darwin'],
  ['QLD', 'Australia/Brisbane'],
  ['SA', 'Australia/Adelaide'],
  ['TAS', 'Australia/Hobart'],
  ['VIC', 'Australia/Melbourne'],
  ['WA', 'Australia/Perth'],
] as const

describe('opening status', () => {
  it('closes at 5 pm on a Friday in Perth, on Perth time', async () => {
    // Friday 15 May 2026: no public holiday in WA.
    expect(await shows(hours(), 'WA', 'Australia/Perth', '2026-05-15', '16:59')).toBe('Open now · closes 5 pm')
    expect(await shows(hours(), 'WA', 'Australia/Perth', '2026-05-15', '17:01')).toBe('Closed · opens Monday 9 am')
    // At 5.01 pm in Perth it is 7.01 pm in Sydney: the place's own clock decides, not the organisation's.
    expect(await shows(hours(), 'WA', 'Australia/Perth', '2026-05-15', '08:30')).toBe('Closed · opens 9 am')
  })

  it('says when the status next changes: the closing time, to the minute', async () => {
    const now = at('Australia/Perth', '2026-05-15', '16:59')
    const schedule = (await openingSchedule(hours(), 'WA', now))!
    expect(statusAt(schedule, now)?.nextChange).toBe(at('Australia/Perth', '2026-05-15', '17:00'))
    const evening = at('Australia/Perth', '2026-05-15', '17:01')
    expect(statusAt(schedule, evening)?.nextChange).toBe(at('Australia/Perth', '2026-05-16', '00:00'))
  })

  it('is closed on Easter Monday in Victoria, then opens on the Tuesday', async () => {
    expect(await shows(hours(), 'VIC', 'Australia/Melbourne', '2026-04-06', '10:00')).toBe(
      'Closed today for the public holiday · opens Tuesday 9 am',
    )
    expect(await shows(hours(), 'VIC', 'Australia/Melbourne', '2026-04-07', '10:00')).toBe('Open now · closes 5 pm')
    // The Thursday before Good Friday: the next opening skips Good Friday and Easter Monday.
    expect(await shows(hours(), 'VIC', 'Australia/Melbourne', '2026-04-02', '17:30')).toBe(
      'Closed · opens Tuesday 9 am',
    )
  })

  it('follows the place’s rule for public holidays: open as usual, or special hours', async () => {
    expect(await shows(hours({ publicHolidays: 'usual' }), 'VIC', 'Australia/Melbourne', '2026-04-06', '10:00')).toBe(
      'Open now · closes 5 pm',
    )
    const special = hours({ publicHolidays: 'special', publicHolidayHours: [{ opens: '10:00', closes: '14:00' }] })
    expect(await shows(special, 'VIC', 'Australia/Melbourne', '2026-04-06', '09:30')).toBe('Closed · opens 10 am')
    expect(await shows(special, 'VIC', 'Australia/Melbourne', '2026-04-06', '13:00')).toBe('Open now · closes 2 pm')
  })

  it('keeps each state’s own holidays: Melbourne Cup closes Victoria, not New South Wales', async () => {
    expect(await shows(hours(), 'VIC', 'Australia/Melbourne', '2026-11-03', '11:00')).toBe(
      'Closed today for the public holiday · opens Wednesday 9 am',
    )
    expect(await shows(hours(), 'NSW', 'Australia/Sydney', '2026-11-03', '11:00')).toBe('Open now · closes 5 pm')
  })

  it.each([
    ['WA', 'Australia/Perth', '2026-06-01'], // Western Australia Day
    ['WA', 'Australia/Perth', '2026-09-28'], // King's Birthday in WA
    ['QLD', 'Australia/Brisbane', '2026-05-04'], // Labour Day
    ['QLD', 'Australia/Brisbane', '2026-10-05'], // King's Birthday in Queensland
    ['SA', 'Australia/Adelaide', '2026-03-09'], // Adelaide Cup
    ['TAS', 'Australia/Hobart', '2026-03-09'], // Eight Hours Day
    ['NT', 'Australia/Darwin', '2026-08-03'], // Picnic Day
    ['ACT', 'Australia/Sydney', '2026-06-01'], // Reconciliation Day
    ['NSW', 'Australia/Sydney', '2026-10-05'], // Labour Day
    ['VIC', 'Australia/Melbourne', '2027-09-24'], // AFL Grand Final Friday (as the calendar has it)
  ])('knows %s’s holiday on %s', async (state, zone, date) => {
    expect(await shows(hours(), state, zone, date, '12:00')).toMatch(/^Closed today for the public holiday/)
  })

  describe.each(STATE_ZONES)('every public holiday of 2026 and 2027 in %s (%s)', (state, zone) => {
    const calendar = new Holidays('AU', state, { types: ['public'] })
    const days = [2026, 2027]
      .flatMap((year) => calendar.getHolidays(year))
      .filter((holiday) => holiday.type === 'public')

    it('closes a place open every day on each whole-day holiday, and never on the day after one that is not', async () => {
      const place = everyDay({ opens: '08:00', closes: '18:00' })
      const holidayDates = new Set([...days, ...calendar.getHolidays(2028)].map((holiday) => holiday.date.slice(0, 10)))
      expect(days.length).toBeGreaterThanOrEqual(18)
      for (const holiday of days) {
        const date = holiday.date.slice(0, 10)
        const wholeDay = holiday.date.endsWith('00:00:00')
        const status = await shows(place, state, zone, date, '12:00')
        if (wholeDay)
          expect(status, `${holiday.name} ${date}`).toMatch(/^Closed today for the public holiday · opens \w+ 8 am$/)
        else expect(status, `${holiday.name} ${date}`).toMatch(/^Open now · closes/)
        const after = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
        if (!holidayDates.has(after))
          expect(await shows(place, state, zone, after, '12:00'), `the day after ${holiday.name}`).toBe(
            'Open now · closes 6 pm',
          )
      }
    })
  })

  it('closes at the start of an evening holiday: Christmas Eve from 7 pm in South Australia', async () => {
    const place = everyDay({ opens: '00:00', closes: '24:00' })
    expect(await shows(place, 'SA', 'Australia/Adelaide', '2026-12-24', '18:00')).toBe('Open now · closes 7 pm')
    expect(await shows(place, 'SA', 'Australia/Adelaide', '2026-12-24', '19:30')).toBe('Closed · opens Sunday midnight')
  })

  describe.each([...new Set(STATE_ZONES.map(([, zone]) => zone)), 'Australia/Broken_Hill'])(
    'across daylight-saving changes in %s',
    (zone) => {
      const state = STATE_ZONES.find(([, stateZone]) => stateZone === zone)?.[0] ?? 'NSW'
      const place = { ...everyDay(nineToFive), timeZone: zone }
      // Clocks went back on Sunday 5 April 2026 and go forward on Sunday 4 October 2026 where there is daylight saving.
      it.each(['2026-04-04', '2026-04-05', '2026-04-06', '2026-10-03', '2026-10-04', '2026-10-05'])(
        'opens at 9 and closes at 5 on %s, local time',
        async (date) => {
          const holiday = await shows(place, state, zone, date, '12:00')
          if (holiday?.startsWith('Closed today')) return
          expect(await shows(place, state, zone, date, '08:59')).toBe('Closed · opens 9 am')
          expect(await shows(place, state, zone, date, '09:01')).toBe('Open now · closes 5 pm')
          expect(await shows(place, state, zone, date, '16:59')).toBe('Open now · closes 5 pm')
          expect(await shows(place, state, zone, date, '17:01')).toMatch(/^Closed · opens \w+ 9 am$/)
          const now = at(zone, date, '16:59')
          const schedule = (await openingSchedule(place, state, now))!
          expect(statusAt(schedule, now)?.nextChange).toBe(at(zone, date, '17:00'))
        },
      )
    },
  )

  it('is closed for a temporary closure, with the day it opens again and the note', async () => {
    const place = hours({
      closures: [{ from: '2026-05-11', to: '2026-05-22', note: 'Closed for repairs: call us on 02 5550 1234.' }],
    })
    const now = at('Australia/Sydney', '2026-05-13', '11:00')
    const schedule = (await openingSchedule(place, 'NSW', now))!
    const found = statusAt(schedule, now)!
    expect(statusWords(found.status)).toBe('Temporarily closed · opens Monday 25 May 9 am')
    expect(found.status.kind === 'closed' && found.status.closure?.note).toBe(
      'Closed for repairs: call us on 02 5550 1234.',
    )
    expect(await shows(place, 'NSW', 'Australia/Sydney', '2026-05-20', '11:00')).toBe(
      'Temporarily closed · opens Monday 9 am',
    )
    expect(await shows(place, 'NSW', 'Australia/Sydney', '2026-05-08', '16:00')).toBe('Open now · closes 5 pm')
    expect(await shows(place, 'NSW', 'Australia/Sydney', '2026-05-08', '17:30')).toBe(
      'Closed · opens Monday 25 May 9 am',
    )
    expect(
      await shows(
        hours({ closures: [{ from: '2026-05-11', to: null, note: null }] }),
        'NSW',
        'Australia/Sydney',
        '2026-06-01',
        '11:00',
      ),
    ).toBe('Temporarily closed until further notice')
  })

  it('opens again after a lunch break, and stays open past midnight when the next day starts at midnight', async () => {
    const lunch = everyDay({ opens: '09:00', closes: '12:30' })
    lunch.wednesday = [
      { opens: '09:00', closes: '12:30' },
      { opens: '13:30', closes: '17:00' },
    ]
    expect(await shows(lunch, 'NSW', 'Australia/Sydney', '2026-05-13', '12:45')).toBe('Closed · opens 1.30 pm')
    expect(await shows(lunch, 'NSW', 'Australia/Sydney', '2026-05-13', '12:00')).toBe('Open now · closes 12.30 pm')
    const allWeek = { ...everyDay({ opens: '00:00', closes: '24:00' }), publicHolidays: 'usual' as const }
    expect(await shows(allWeek, 'NSW', 'Australia/Sydney', '2026-05-13', '03:00')).toBe('Open now · open 24 hours')
    const lateFriday = hours({
      friday: [{ opens: '09:00', closes: '24:00' }],
      saturday: [{ opens: '00:00', closes: '02:00' }],
    })
    expect(await shows(lateFriday, 'NSW', 'Australia/Sydney', '2026-05-15', '23:00')).toBe(
      'Open now · closes Saturday 2 am',
    )
  })

  it('knows nothing outside the stretch its schedule was made for', async () => {
    const now = at('Australia/Sydney', '2026-05-13', '11:00')
    const schedule = (await openingSchedule(hours(), 'NSW', now))!
    expect(statusAt(schedule, now + 20 * 86_400_000)).toBeNull()
    expect(statusAt(schedule, now + 7 * 86_400_000)).not.toBeNull()
  })

  it('has no schedule without hours to tell', async () => {
    const none = hours({ monday: null, tuesday: [], wednesday: null, thursday: null, friday: null })
    expect(await openingSchedule(none, 'NSW', Date.now())).toBeNull()
    expect(await openingSchedule(null, 'NSW', Date.now())).toBeNull()
  })
})
