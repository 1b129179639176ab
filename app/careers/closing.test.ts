import { describe, expect, it } from 'vitest'
import { formatDate, todayInSiteTimeZone } from '~/ui/dates'
import { isClosed } from './closing'

describe('closing dates', () => {
  it('a role is open until the end of its closing day in Sydney', () => {
    expect(isClosed('2026-11-22', new Date('2026-11-22T12:59:00Z'))).toBe(false)
    expect(isClosed('2026-11-22', new Date('2026-11-22T13:01:00Z'))).toBe(true)
    expect(isClosed('2031-01-31', new Date('2026-11-22T00:00:00Z'))).toBe(false)
    expect(isClosed(null)).toBe(false)
  })

  it('formats dates in Australian English', () => {
    expect(formatDate('2026-04-16T09:00:00Z')).toBe('16 April 2026')
    expect(formatDate('2031-01-31')).toBe('31 January 2031')
    expect(formatDate('not a date')).toBe('')
    expect(todayInSiteTimeZone(new Date('2026-06-30T15:00:00Z'))).toBe('2026-07-01')
  })
})
