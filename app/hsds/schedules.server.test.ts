import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Ajv } from 'ajv'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import type { StructuredHours } from '~/opening-hours/week'
import { hsdsSchedules } from './schedules.server'

/** HSDS 3.1's schedule schema, with the schemas it refers to. */
const SCHEMAS = path.resolve(import.meta.dirname, '../../tests/fixtures/hsds')
const ajv = new Ajv({ strict: false, allErrors: true })
addFormats(ajv)
for (const file of readdirSync(SCHEMAS).filter((name) => name.endsWith('.json') && name !== 'openapi.json'))
  ajv.addSchema({ ...(JSON.parse(readFileSync(path.join(SCHEMAS, file), 'utf8')) as object), $id: `https://hsds.schemas.test/${file}` })
const validSchedule = ajv.getSchema('https://hsds.schemas.test/schedule.json')!

const LOCATION_ID = '3f2b6c1e-8a4d-5e6f-9b0a-1c2d3e4f5a6b'
const nine = [{ opens: '09:00', closes: '17:00' }]
const hours: StructuredHours = {
  monday: nine,
  tuesday: nine,
  wednesday: nine,
  thursday: nine,
  friday: [{ opens: '09:00', closes: '15:00' }],
  saturday: null,
  sunday: null,
  publicHolidays: 'closed',
  publicHolidayHours: null,
  closures: [{ from: '2026-12-21', to: '2027-01-04', note: 'Closed over Christmas.' }],
  note: 'Call ahead after 4 pm.',
  timeZone: null,
}

describe('HSDS schedules', () => {
  it('gives a weekly schedule for each interval with the days that share it, on the place’s clock, and a closure with its dates', () => {
    const schedules = hsdsSchedules(hours, null, { link: { location_id: LOCATION_ID }, key: 'location.1', state: 'WA' }, new Date('2026-05-15T00:00:00Z'))
    expect(schedules).toHaveLength(3)
    expect(schedules[0]).toMatchObject({
      location_id: LOCATION_ID,
      freq: 'WEEKLY',
      wkst: 'MO',
      byday: 'MO,TU,WE,TH',
      opens_at: '09:00+08:00',
      closes_at: '17:00+08:00',
      timezone: 8,
      notes: 'Closed on public holidays in WA. Call ahead after 4 pm.',
    })
    expect(schedules[1]).toMatchObject({ byday: 'FR', closes_at: '15:00+08:00' })
    expect(schedules[2]).toMatchObject({ valid_from: '2026-12-21', valid_to: '2027-01-04', description: 'Temporarily closed: Closed over Christmas.' })
    for (const schedule of schedules) expect(validSchedule(schedule), JSON.stringify(validSchedule.errors)).toBe(true)
  })

  it('gives the offset that holds at the time: daylight saving in Melbourne, half hours in Adelaide', () => {
    const [summer] = hsdsSchedules(hours, null, { link: { service_id: 's-1' }, key: 'service:1', state: 'VIC' }, new Date('2026-01-15T00:00:00Z'))
    expect(summer).toMatchObject({ service_id: 's-1', opens_at: '09:00+11:00', timezone: 11 })
    const [adelaide] = hsdsSchedules(hours, null, { link: { location_id: 'l' }, key: 'l', state: 'SA' }, new Date('2026-06-15T00:00:00Z'))
    expect(adelaide).toMatchObject({ opens_at: '09:00+09:30', timezone: 9.5 })
  })

  it('falls back to the synced text, and gives none without hours', () => {
    expect(hsdsSchedules(null, 'By appointment', { link: { location_id: 'l' }, key: 'l', state: null })).toEqual([expect.objectContaining({ description: 'By appointment' })])
    expect(hsdsSchedules(null, null, { link: { location_id: 'l' }, key: 'l', state: null })).toEqual([])
  })
})
