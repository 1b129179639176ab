import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parsePay } from './salary'

/** Every open role's pay text in the bundled dataset (dataset/bundled). */
function bundledPayTexts(): string[] {
  const file = path.resolve(import.meta.dirname, '../../dataset/bundled/data.ndjson')
  const roles = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { _id: string; _type: string; salary?: string })
    .filter((document) => document._type === 'openRole' && !document._id.startsWith('drafts.'))
  return roles.flatMap((role) => (role.salary ? [role.salary] : []))
}

describe('parsePay', () => {
  it('reads every pay text of the bundled dataset', () => {
    const read = Object.fromEntries(bundledPayTexts().map((text) => [text, parsePay(text)]))
    expect(Object.keys(read)).toHaveLength(8)
    expect(read).toEqual({
      '$38.50 to $42.10 an hour plus super and casual loading': { min: 38.5, max: 42.1, period: 'HOUR' },
      '$72,000 to $78,000 plus super': { min: 72000, max: 78000, period: 'YEAR' },
      '$78,000 to $84,000 plus super': { min: 78000, max: 84000, period: 'YEAR' },
      '$80,000 to $87,000 plus super, salary packaging and a remote allowance': {
        min: 80000,
        max: 87000,
        period: 'YEAR',
      },
      '$88,000 to $96,000 plus super and salary packaging': { min: 88000, max: 96000, period: 'YEAR' },
      '$92,000 to $99,000 pro rata plus super': { min: 92000, max: 99000, period: 'YEAR' },
      '$94,000 to $100,000 pro rata plus super': { min: 94000, max: 100000, period: 'YEAR' },
      'SCHADS Level 5, $95,000 to $101,000 plus super': { min: 95000, max: 101000, period: 'YEAR' },
    })
  })

  it.each([
    ['$85,000 plus super', { value: 85000, period: 'YEAR' }],
    ['$45.20 per hour', { value: 45.2, period: 'HOUR' }],
    ['$45.20/hr + super', { value: 45.2, period: 'HOUR' }],
    ['Hourly rate $40 - $44', { min: 40, max: 44, period: 'HOUR' }],
    ['between $70,000 and $75,000 per annum', { min: 70000, max: 75000, period: 'YEAR' }],
    ['$70k–$75k p.a.', { min: 70000, max: 75000, period: 'YEAR' }],
    ['$1,850 a week', { value: 1850, period: 'WEEK' }],
    ['$380 per day', { value: 380, period: 'DAY' }],
    ['$6,500 a month', { value: 6500, period: 'MONTH' }],
    ['$80,000 to $80,000', { value: 80000, period: 'YEAR' }],
    ['A$90,000 a year', { value: 90000, period: 'YEAR' }],
  ])('reads %j', (text, pay) => {
    expect(parsePay(text)).toEqual(pay)
  })

  it.each([
    // No figure.
    [null],
    [''],
    ['Competitive'],
    ['SCHADS Level 4, plus super'],
    ['Award rates apply'],
    // A figure without a period, too small to be a year's pay.
    ['$42'],
    ['$38.50 to $42.10 plus super'],
    // More figures than a range, or two that are not one.
    ['$72,000 to $78,000 plus a $2,000 allowance'],
    ['$40 an hour or $80,000 a year'],
    ['$72,000, $78,000'],
    // Two periods, a period schema.org has no word for, another currency.
    ['$40 an hour, paid weekly'],
    ['$3,000 a fortnight'],
    ['$250 per shift'],
    ['US$90,000 a year'],
    ['€50,000 a year'],
    // A range that runs backwards.
    ['$78,000 to $72,000'],
  ])('leaves %j unread', (text) => {
    expect(parsePay(text)).toBeNull()
  })
})
