import { describe, expect, it } from 'vitest'
import { formatDate } from './dates'

describe('formatDate', () => {
  it('writes every calendar day as Intl en-AU long date does', () => {
    const intl = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    for (let day = Date.UTC(1999, 0, 1); day <= Date.UTC(2032, 11, 31); day += 86_400_000) {
      const date = new Date(day)
      expect(formatDate(date.toISOString().slice(0, 10))).toBe(intl.format(date))
    }
  })

  it('writes a date-time as the day it was in Sydney', () => {
    expect(formatDate('2026-04-16T09:00:00Z')).toBe('16 April 2026')
    expect(formatDate('2026-04-15T14:30:00Z')).toBe('16 April 2026')
    expect(formatDate('2026-12-31T13:30:00Z')).toBe('1 January 2027')
  })

  it('gives nothing for a value that is not a date', () => {
    expect(formatDate('2026-13-45')).toBe('')
    expect(formatDate('next Tuesday')).toBe('')
    expect(formatDate(null)).toBe('')
  })
})
