import { beforeAll, describe, expect, it } from 'vitest'
import { weekOf, type StructuredHours } from '~/opening-hours/week'
import { loadDataset } from './testing'
import type { OpeningHoursValue, SanityDocument } from './types'

let data: Awaited<ReturnType<typeof loadDataset>>
beforeAll(async () => {
  data = await loadDataset()
})

const hoursOf = (document: SanityDocument) => document.hours as OpeningHoursValue | undefined
/** The week as the site reads it (the same projection GROQ makes: missing days are null). */
const weekFrom = (hours: OpeningHoursValue) =>
  weekOf({
    monday: null,
    tuesday: null,
    wednesday: null,
    thursday: null,
    friday: null,
    saturday: null,
    sunday: null,
    ...hours,
  } as unknown as StructuredHours)

describe('opening hours', () => {
  it('gives every location structured hours instead of the synced text', () => {
    for (const location of data.ofType('location')) {
      const hours = hoursOf(location)
      expect(hours, location._id).toBeDefined()
      expect(
        weekFrom(hours!).some((day) => day.length > 0),
        location._id,
      ).toBe(true)
      expect((location.sync as Record<string, unknown>).openingHours, location._id).toBeUndefined()
    }
  })

  it('has every public-holiday rule, weekend hours, a site open all hours and a few temporary closures', () => {
    const all = data.ofType('location').map(hoursOf) as OpeningHoursValue[]
    expect(new Set(all.map((hours) => hours.publicHolidays))).toEqual(new Set(['closed', 'usual', 'special']))
    expect(
      all.filter((hours) => hours.publicHolidays === 'special').every((hours) => hours.publicHolidayHours?.length),
    ).toBe(true)
    expect(all.filter((hours) => hours.saturday?.length || hours.sunday?.length).length).toBeGreaterThanOrEqual(3)
    expect(
      all.some((hours) => weekFrom(hours).every((day) => day.length === 1 && day[0]![0] === 0 && day[0]![1] === 1440)),
    ).toBe(true)
    const closures = all.flatMap((hours) => hours.closures ?? [])
    expect(closures.length).toBeGreaterThanOrEqual(3)
    expect(closures.some((closure) => !closure.to)).toBe(true)
    for (const closure of closures) expect(closure.note.length).toBeGreaterThan(10)
  })

  it('keeps the Perth site tests read at Monday to Friday, 9 am to 5 pm, closed on public holidays', () => {
    const midland = data
      .ofType('location')
      .find((location) => (location.sync as { title: string }).title === 'Midland Community Hub')!
    const hours = hoursOf(midland)!
    expect(weekFrom(hours)).toEqual([[[540, 1020]], [[540, 1020]], [[540, 1020]], [[540, 1020]], [[540, 1020]], [], []])
    expect(hours.publicHolidays).toBe('closed')
  })

  it('gives services answered by phone hours of their own', () => {
    const own = data.ofType('service').filter((service) => hoursOf(service))
    expect(own.length).toBeGreaterThanOrEqual(4)
  })
})
