import { describe, expect, it } from 'vitest'
import { detailsChecked, monthsBefore } from './details-checked'

const now = new Date('2026-11-26T23:30:00Z') // 27 November in Sydney
const check = (syncedAt: string | null, reviewedOn: string | null, staleAfterMonths = 12) =>
  detailsChecked({ syncedAt, reviewedOn }, { now, staleAfterMonths })

describe('detailsChecked', () => {
  it('takes the later of the last sync and the editor’s review, as days in Sydney', () => {
    expect(check('2026-09-28T14:30:00Z', null)).toEqual({ checkedOn: '2026-09-29', stale: false, staleAfterMonths: 12 })
    expect(check('2026-09-28T10:00:00Z', '2026-10-15').checkedOn).toBe('2026-10-15')
    expect(check('2026-10-20T01:00:00Z', '2026-10-15').checkedOn).toBe('2026-10-20')
    expect(check(null, '2025-12-01').checkedOn).toBe('2025-12-01')
  })

  it('is stale when older than the configured age, to the day', () => {
    expect(check('2025-11-26T12:00:00Z', null)).toMatchObject({ checkedOn: '2025-11-26', stale: true })
    expect(check('2025-11-27T01:00:00Z', null)).toMatchObject({ checkedOn: '2025-11-27', stale: false })
    expect(check('2026-08-01T01:00:00Z', null, 3)).toMatchObject({ stale: true, staleAfterMonths: 3 })
    // A review brings an old sync back to date.
    expect(check('2024-01-01T00:00:00Z', '2026-11-01')).toMatchObject({ checkedOn: '2026-11-01', stale: false })
  })

  it('says it does not know, and is stale, with neither date or with dates it cannot read', () => {
    expect(check(null, null)).toEqual({ checkedOn: null, stale: true, staleAfterMonths: 12 })
    expect(check('last week', '1/10/2026')).toMatchObject({ checkedOn: null, stale: true })
  })

  it('never says it was checked after today', () => {
    expect(check(null, '2027-01-01').checkedOn).toBe('2026-11-27')
  })
})

describe('monthsBefore', () => {
  it('counts back months over years, to the last day of a shorter month', () => {
    expect(monthsBefore('2026-11-27', 12)).toBe('2025-11-27')
    expect(monthsBefore('2026-01-15', 1)).toBe('2025-12-15')
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28')
    expect(monthsBefore('2028-03-31', 1)).toBe('2028-02-29')
    expect(monthsBefore('2026-11-27', 120)).toBe('2016-11-27')
  })
})
