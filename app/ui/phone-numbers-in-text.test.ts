import { describe, expect, it } from 'vitest'
import { phoneNumbersInText } from './phone-numbers-in-text'

/** The numbers found, in order. */
const numbers = (text: string) =>
  phoneNumbersInText(text)
    .filter((part) => part.isPhoneNumber)
    .map((part) => part.text)

describe('phoneNumbersInText', () => {
  it.each([
    ['Call TIS National on 131 450.', ['131 450']],
    ['Lifeline is available 24 hours a day on 13 11 14.', ['13 11 14']],
    ['call 1800RESPECT any time on 1800 737 732.', ['1800 737 732']],
    ['Kids Helpline 1800 55 1800, for young people', ['1800 55 1800']],
    ['If you are in danger now, call 000.', ['000']],
    ['请致电 TIS National：131 450，并请他们致电 Altogether better care：1300 975 707。', ['131 450', '1300 975 707']],
    ['على الرقم \u2066131 450\u2069، وقل لهم', ['131 450']],
    ['Phone (02) 9876 5432 or 0412-345-678 or +61 2 9876 5432', ['(02) 9876 5432', '0412-345-678', '+61 2 9876 5432']],
    ['Call 13 11 14 24 hours a day', ['13 11 14']],
  ])('finds the phone numbers in %j', (text, expected) => {
    expect(numbers(text)).toEqual(expected)
  })

  it.each([
    'Loans of up to $2,000 with no interest',
    'more than 180,000 meals and 40,000 calls',
    'Alice Springs NT 0870',
    '135 Nerang Street',
    'Visit 1800RESPECT',
    'Open 8am to 6pm, 10 000 visitors',
  ])('finds no phone number in %j', (text) => {
    expect(numbers(text)).toEqual([])
  })

  it('keeps every character of the text, in order', () => {
    const text = 'Call 131 450, then 1300 975 707.'
    expect(
      phoneNumbersInText(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text)
    expect(phoneNumbersInText('No number here')).toEqual([{ text: 'No number here', isPhoneNumber: false }])
  })
})
