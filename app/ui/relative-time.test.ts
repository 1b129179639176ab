import { describe, expect, it } from 'vitest'
import { formatRelativeTime } from './relative-time'

const now = new Date('2025-05-10T12:00:00Z')
const before = (milliseconds: number) => new Date(now.getTime() - milliseconds)
const after = (milliseconds: number) => new Date(now.getTime() + milliseconds)
const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('formatRelativeTime', () => {
  it.each([
    [before(0), 'now'],
    [before(400), 'now'],
    [before(5 * SECOND), '5 seconds ago'],
    [before(59 * SECOND), '59 seconds ago'],
    [before(MINUTE), '1 minute ago'],
    [before(59 * MINUTE + 59 * SECOND), '59 minutes ago'],
    [before(2 * HOUR + 30 * MINUTE), '2 hours ago'],
    [before(DAY), 'yesterday'],
    [before(3 * DAY), '3 days ago'],
    [before(6 * DAY + 23 * HOUR), '6 days ago'],
    [before(7 * DAY), 'last week'],
    [before(20 * DAY), '2 weeks ago'],
    [before(45 * DAY), 'last month'],
    [before(200 * DAY), '6 months ago'],
    [before(365 * DAY), 'last year'],
    [before(3 * 365 * DAY), '3 years ago'],
    [after(10 * SECOND), 'in 10 seconds'],
    [after(2 * HOUR), 'in 2 hours'],
    [after(DAY), 'tomorrow'],
    [after(3 * DAY), 'in 3 days'],
  ])('%s is "%s" at a fixed now', (date, expected) => {
    expect(formatRelativeTime(date, now)).toBe(expected)
  })

  it('counts up as the clock moves on', () => {
    const published = before(58 * SECOND)
    expect(formatRelativeTime(published, now)).toBe('58 seconds ago')
    expect(formatRelativeTime(published, after(SECOND))).toBe('59 seconds ago')
    expect(formatRelativeTime(published, after(2 * SECOND))).toBe('1 minute ago')
  })
})
