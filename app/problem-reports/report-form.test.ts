import { describe, expect, it } from 'vitest'
import { NOTE_LIMIT, reportValues, validateReport, wrongDetailChoices } from './report-form'

const body = (fields: Record<string, string | string[]>) => {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) params.append(name, one)
  return params
}
const validate = (fields: Record<string, string | string[]>) => validateReport(reportValues(body(fields)))

describe('validateReport', () => {
  it('takes what is wrong, in the order of the list, once each, and an optional note', () => {
    expect(validate({ wrong: ['hours', 'phone', 'hours'] })).toEqual({
      ok: true,
      details: { wrong: ['phone', 'hours'] },
    })
    expect(validate({ wrong: 'closed', note: '  They closed in June.\r\nA sign on the door.  ' })).toEqual({
      ok: true,
      details: { wrong: ['closed'], note: 'They closed in June.\nA sign on the door.' },
    })
  })

  it('says what to do about each problem, in the order of the page', () => {
    expect(validate({})).toEqual({ ok: false, errors: { wrong: 'Select what is wrong' } })
    expect(validate({ wrong: ['phone', 'price'], note: 'x'.repeat(NOTE_LIMIT + 1) })).toEqual({
      ok: false,
      errors: {
        wrong: 'Select what is wrong from the list',
        note: `Your note must be ${NOTE_LIMIT} characters or fewer`,
      },
    })
    expect(validate({ wrong: 'other', note: ' ' })).toEqual({
      ok: false,
      errors: { note: 'Tell us what else is wrong' },
    })
  })

  it('ignores fields it does not ask for, such as a name or contact details', () => {
    expect(validate({ wrong: 'address', email: 'someone@example.com', name: 'Someone' })).toEqual({
      ok: true,
      details: { wrong: ['address'] },
    })
  })

  it('names a closure in the words of the page', () => {
    expect(wrongDetailChoices('services').map((choice) => choice.label)).toEqual([
      'The phone number',
      'The address',
      'The opening hours',
      'This service has closed',
      'Something else',
    ])
    expect(wrongDetailChoices('locations')[3]?.label).toBe('This location has closed')
  })
})
