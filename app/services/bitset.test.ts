import { describe, expect, it } from 'vitest'
import { Bitset } from './bitset'

describe('a bitset', () => {
  it('holds positions, counts them and lists them in order, across word boundaries', () => {
    const set = Bitset.of(100, [99, 0, 31, 32, 64, 31])
    expect([...set]).toEqual([0, 31, 32, 64, 99])
    expect(set.count()).toBe(5)
  })

  it('is full only up to its size', () => {
    expect(Bitset.full(70).count()).toBe(70)
    expect([...Bitset.full(33)].at(-1)).toBe(32)
    expect(Bitset.intersection(70, []).count()).toBe(70)
  })

  it('intersects, joins and subtracts', () => {
    const a = Bitset.of(80, [1, 2, 3, 40, 79])
    const b = Bitset.of(80, [2, 3, 4, 79])
    expect([...a.and(b)]).toEqual([2, 3, 79])
    expect(a.countAnd(b)).toBe(3)
    expect([...a.or(b)]).toEqual([1, 2, 3, 4, 40, 79])
    expect([...a.andNot(b)]).toEqual([1, 40])
    expect([...Bitset.intersection(80, [a, b, Bitset.of(80, [3, 79])])]).toEqual([3, 79])
    expect([...a]).toEqual([1, 2, 3, 40, 79])
  })
})
