import { describe, expect, it } from 'vitest'
import { FIELDS, formValues, LIMITS, OPTIONAL_SECTIONS, validateBooking, type BookingFormContext } from './form'

const everything: BookingFormContext = {
  askFor: OPTIONAL_SECTIONS,
  locations: [{ _id: 'location-1', title: 'Parramatta Community Hub' }],
}
const body = (fields: Record<string, string | string[]>) => {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) params.append(name, one)
  return params
}
const valid = {
  for: 'me',
  contactName: 'Alex Citizen',
  contactMethod: 'phone',
  phone: '(02) 9876 5432',
  consent: 'yes',
}

describe('validateBooking', () => {
  it('accepts the required answers and normalises the phone number', () => {
    expect(validateBooking(formValues(body(valid)), everything)).toEqual({
      ok: true,
      details: { for: 'me', contactName: 'Alex Citizen', contactMethod: 'phone', phone: '02 9876 5432' },
    })
  })

  it('lists every problem at once, in the order of the page, in words that say what to do', () => {
    const result = validateBooking(formValues(body({})), everything)
    expect(result).toEqual({
      ok: false,
      errors: {
        for: 'Select who this request is for',
        contactName: 'Enter your name',
        contactMethod: 'Select how you would like us to contact you',
        consent: 'Confirm that we can contact you about this request',
      },
    })
  })

  it('asks for what each choice needs', () => {
    const result = validateBooking(
      formValues(
        body({
          ...valid,
          for: 'someone-else',
          contactMethod: 'sms',
          phone: '02 9876 5432',
          where: 'location',
          interpreter: 'yes',
        }),
      ),
      everything,
    )
    expect(result.ok ? {} : result.errors).toEqual({
      personName: 'Enter the name of the person you support',
      phone: 'Enter an Australian mobile number for text messages, like 0412 345 678',
      locationId: 'Select a location',
      language: 'Enter the language you need an interpreter for',
    })
    const email = validateBooking(
      formValues(body({ ...valid, contactMethod: 'email', email: 'not-an-email' })),
      everything,
    )
    expect(email.ok ? {} : email.errors).toEqual({
      email: 'Enter an email address in the correct format, like name@example.com',
    })
  })

  it('keeps only the sections the booking page asks for, and only the contact detail chosen', () => {
    const answers = {
      ...valid,
      email: 'alex@example.com',
      days: ['monday', 'monday', 'friday'],
      times: 'morning',
      where: 'location',
      locationId: 'location-1',
      interpreter: 'yes',
      language: 'Arabic',
      accessibilityNeeds: 'Ramp',
      ndis: 'unsure',
      message: 'Hello\r\nthere',
    }
    expect(validateBooking(formValues(body(answers)), everything)).toEqual({
      ok: true,
      details: {
        ...{ for: 'me', contactName: 'Alex Citizen', contactMethod: 'phone', phone: '02 9876 5432' },
        days: ['monday', 'friday'],
        times: ['morning'],
        where: 'location',
        location: { id: 'location-1', title: 'Parramatta Community Hub' },
        interpreter: true,
        language: 'Arabic',
        accessibilityNeeds: 'Ramp',
        ndis: 'unsure',
        message: 'Hello\nthere',
      },
    })
    expect(validateBooking(formValues(body(answers)), { askFor: [], locations: [] })).toEqual({
      ok: true,
      details: {
        for: 'me',
        contactName: 'Alex Citizen',
        contactMethod: 'phone',
        phone: '02 9876 5432',
        message: 'Hello\nthere',
      },
    })
  })

  it('does not offer a location when the service has none', () => {
    const result = validateBooking(formValues(body({ ...valid, where: 'location', locationId: 'location-1' })), {
      askFor: ['where'],
      locations: [],
    })
    expect(result.ok ? {} : result.errors).toEqual({ where: 'Select where you would like to meet' })
  })

  it('bounds every text field', () => {
    const long = 'x'.repeat(LIMITS.message + 1)
    const result = validateBooking(
      formValues(
        body({
          ...valid,
          for: 'someone-else',
          personName: long,
          contactName: long,
          language: long,
          interpreter: 'yes',
          accessibilityNeeds: long,
          message: long,
        }),
      ),
      everything,
    )
    expect(result.ok ? {} : result.errors).toEqual({
      personName: 'Their name must be 100 characters or fewer',
      contactName: 'Your name must be 100 characters or fewer',
      language: 'Language must be 60 characters or fewer',
      accessibilityNeeds: 'Accessibility needs must be 500 characters or fewer',
      message: 'Message must be 1000 characters or fewer',
    })
  })

  it('drops characters that cannot be stored, and ignores fields it does not know', () => {
    const values = formValues(
      body({ ...valid, contactName: ' Alex\u0000 \uD800Citizen\n', unknown: 'x', __proto__: 'y' }),
    )
    expect(values.contactName).toBe('Alex \uFFFDCitizen')
    expect(Object.keys(values).every((key) => (FIELDS as readonly string[]).includes(key))).toBe(true)
  })
})
