import { describe, expect, it } from 'vitest'
import { serviceCount } from './service-count'

describe('a number of services in words', () => {
  it('is singular for one and plural otherwise', () => {
    expect(serviceCount(1)).toBe('1 service')
    expect(serviceCount(0)).toBe('0 services')
    expect(serviceCount(2)).toBe('2 services')
    expect(serviceCount(1200)).toBe('1,200 services')
  })
})
