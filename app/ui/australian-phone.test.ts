import { describe, expect, it } from 'vitest'
import { australianPhone } from './australian-phone'

describe('australianPhone', () => {
  it.each([
    ['0412 345 678', '0412 345 678'],
    ['0412345678', '0412 345 678'],
    ['+61 412 345 678', '0412 345 678'],
    ['+61 (0) 412-345-678', '0412 345 678'],
    ['0061412345678', '0412 345 678'],
    ['(02) 9876 5432', '02 9876 5432'],
    ['+61 3 9876 5432', '03 9876 5432'],
    ['08.8123.4567', '08 8123 4567'],
    ['1300 123 456', '1300 123 456'],
    ['1800123456', '1800 123 456'],
    ['13 12 34', '13 12 34'],
  ])('reads %s as %s', (input, expected) => {
    expect(australianPhone(input)).toBe(expected)
  })

  it.each([
    [''],
    ['12345'],
    ['0412 345 67'],
    ['0412 345 6789'],
    ['05 1234 5678'],
    ['+1 212 555 0100'],
    ['04l2 345 678'],
    ['1900 123 456'],
    ['000'],
  ])('rejects %j', (input) => {
    expect(australianPhone(input)).toBeNull()
  })

  it('accepts only mobiles for text messages', () => {
    expect(australianPhone('0412 345 678', { mobileOnly: true })).toBe('0412 345 678')
    expect(australianPhone('02 9876 5432', { mobileOnly: true })).toBeNull()
  })
})
