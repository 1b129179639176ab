import { describe, expect, it } from 'vitest'
import { intervalsOf, intervalsWords, minuteOf, opensOnWeekends, timeWords } from './week'

describe('the usual week', () => {
  it('writes times the Australian way', () => {
    expect([540, 570, 720, 750, 1020, 0, 1440, 5].map(timeWords)).toEqual([
      '9 am',
      '9.30 am',
      'midday',
      '12.30 pm',
      '5 pm',
      'midnight',
      'midnight',
      '12.05 am',
    ])
    expect(
      intervalsWords([
        [540, 750],
        [810, 1020],
      ]),
    ).toBe('9 am to 12.30 pm, 1.30 pm to 5 pm')
    expect(intervalsWords([[0, 1440]])).toBe('Open 24 hours')
    expect(intervalsWords([])).toBe('Closed')
  })

  it('reads 24-hour times, up to 24:00', () => {
    expect(['09:00', '17:30', '24:00', '24:30', '9:00', '12:60', null].map(minuteOf)).toEqual([
      540,
      1050,
      1440,
      null,
      null,
      null,
      null,
    ])
  })

  it('keeps valid intervals in order and joins those that meet', () => {
    expect(
      intervalsOf([
        { opens: '13:00', closes: '17:00' },
        { opens: '09:00', closes: '13:00' },
        { opens: '18:00', closes: '17:00' },
        { opens: null, closes: '10:00' },
      ]),
    ).toEqual([[540, 1020]])
  })

  it('knows a week with hours on a Saturday or Sunday', () => {
    expect(opensOnWeekends([[[540, 1020]], [], [], [], [], [], []])).toBe(false)
    expect(opensOnWeekends([[], [], [], [], [], [[540, 720]], []])).toBe(true)
  })
})
