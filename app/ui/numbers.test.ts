import { describe, expect, it } from 'vitest'
import { formatCount, formatNumber } from './numbers'

describe('formatNumber writes numbers as Intl.NumberFormat en-AU does', () => {
  const values = [
    0, 1, 7, 12, 999, 1000, 1001, 9999, 10_000, 12_345, 999_999, 1_000_000, 1_234_567, 2_147_483_647,
    9_007_199_254_740_991, 0.04, 0.05, 0.06, 0.15, 0.25, 0.95, 0.96, 0.99, 1.05, 1.15, 1.25, 2.675, 9.95, 9.96, 99.95,
    999.95, 1234.56, 0.0000001, 1e-7, 1e21,
  ]
  // Random values with one, two and three decimals, and halves, which are where rounding can differ.
  for (let seed = 1; seed <= 400; seed++) values.push(((seed * 7919) % 100_003) / [10, 100, 1000, 20][seed % 4]!)

  it.each([0, 1, 2])('with at most %i decimals, for every value, negatives included', (maximumFractionDigits) => {
    const intl = new Intl.NumberFormat('en-AU', { maximumFractionDigits })
    for (const value of values) {
      expect(formatNumber(value, { maximumFractionDigits }), String(value)).toBe(intl.format(value))
      if (intl.format(-value) !== '-0')
        expect(formatNumber(-value, { maximumFractionDigits }), String(-value)).toBe(intl.format(-value))
    }
  })

  it('groups a count in thousands', () => {
    expect(formatCount(10_000)).toBe('10,000')
    expect(formatCount(1)).toBe('1')
  })
})
