import { z } from 'zod'
import { fieldValues, inFieldOrder, type FieldErrors as ErrorsOf, type FieldValues } from '~/form-submission/fields'
import { australianPhone } from '~/ui/australian-phone'

/**
 * The booking request form: its fields, choices, limits and validation. Shared by the page (labels,
 * choices) and the action (validation), so both always agree. Every message says what to do, GOV.UK style.
 */

/** The optional sections an editor can switch on in the booking document's `askFor`. */
export const OPTIONAL_SECTIONS = ['availability', 'where', 'interpreter', 'accessibility', 'ndis'] as const
export type OptionalSection = (typeof OPTIONAL_SECTIONS)[number]

export interface Choice<Value extends string = string> {
  value: Value
  label: string
  hint?: string
}

const choices = <const Value extends string>(list: ReadonlyArray<Choice<Value>>) => list

export const CHOICES = {
  for: choices([
    { value: 'me', label: 'Me' },
    { value: 'someone-else', label: 'Someone I support or care for' },
  ]),
  contactMethod: choices([
    { value: 'phone', label: 'Phone call' },
    { value: 'sms', label: 'Text message (SMS)' },
    { value: 'email', label: 'Email' },
  ]),
  days: choices([
    { value: 'monday', label: 'Monday' },
    { value: 'tuesday', label: 'Tuesday' },
    { value: 'wednesday', label: 'Wednesday' },
    { value: 'thursday', label: 'Thursday' },
    { value: 'friday', label: 'Friday' },
  ]),
  times: choices([
    { value: 'morning', label: 'Morning (9 am to 12 pm)' },
    { value: 'afternoon', label: 'Afternoon (12 pm to 5 pm)' },
  ]),
  where: choices([
    { value: 'location', label: 'At one of our locations' },
    { value: 'home', label: 'At home' },
    { value: 'online', label: 'Online, by video call' },
    { value: 'phone', label: 'By phone' },
  ]),
  interpreter: choices([
    { value: 'no', label: 'No' },
    { value: 'yes', label: 'Yes' },
  ]),
  ndis: choices([
    { value: 'yes', label: 'Yes' },
    { value: 'no', label: 'No' },
    { value: 'unsure', label: 'Not sure' },
  ]),
}

/** The longest answer each kind of field takes, in characters. */
export const LIMITS = {
  name: 100,
  phone: 30,
  email: 254,
  language: 60,
  accessibilityNeeds: 500,
  message: 1000,
} as const

/** Every field the form posts, in the order the page shows them (and the error summary lists them). */
export const FIELDS = [
  'for',
  'personName',
  'contactName',
  'contactMethod',
  'phone',
  'email',
  'days',
  'times',
  'where',
  'locationId',
  'interpreter',
  'language',
  'accessibilityNeeds',
  'ndis',
  'message',
  'consent',
] as const
export type FieldName = (typeof FIELDS)[number]

/** Fields that take several values (checkboxes). */
const MULTIPLE: ReadonlySet<FieldName> = new Set(['days', 'times'])
const MULTILINE: ReadonlySet<FieldName> = new Set(['accessibilityNeeds', 'message'])

export type FormValues = FieldValues<FieldName>
export type FieldErrors = ErrorsOf<FieldName>

export interface BookingFormContext {
  askFor: readonly OptionalSection[]
  /** The locations that offer the service, for 'where'. */
  locations: ReadonlyArray<{ _id: string; title: string | null }>
}

/** What a valid request holds: only the sections the booking page asked for. */
export interface BookingDetails {
  for: 'me' | 'someone-else'
  personName?: string
  contactName: string
  contactMethod: 'phone' | 'sms' | 'email'
  phone?: string
  email?: string
  days?: string[]
  times?: string[]
  where?: 'location' | 'home' | 'online' | 'phone'
  location?: { id: string; title: string }
  interpreter?: boolean
  language?: string
  accessibilityNeeds?: string
  ndis?: 'yes' | 'no' | 'unsure'
  message?: string
}

/** The form's fields from a posted body, cleaned; anything else in the body is ignored. */
export const formValues = (body: URLSearchParams): FormValues =>
  fieldValues(body, FIELDS, { multiple: MULTIPLE, multiline: MULTILINE })

const oneOf = <Value extends string>(list: ReadonlyArray<Choice<Value>>, message: string) =>
  z.enum(list.map((choice) => choice.value) as [Value, ...Value[]], { error: message })
const someOf = <Value extends string>(list: ReadonlyArray<Choice<Value>>, message: string) =>
  z
    .array(oneOf(list, message))
    .max(list.length, message)
    .transform((values) => [...new Set(values)])
const text = (max: number, tooLong: string, required?: string) => {
  const bounded = z.string({ error: required ?? tooLong }).max(max, tooLong)
  return required ? bounded.min(1, required) : bounded.optional().transform((value) => value || undefined)
}
const phone = (mobileOnly: boolean) =>
  z
    .string({ error: mobileOnly ? 'Enter a mobile number for text messages' : 'Enter a phone number' })
    .min(1, mobileOnly ? 'Enter a mobile number for text messages' : 'Enter a phone number')
    .max(LIMITS.phone, `Phone number must be ${LIMITS.phone} characters or fewer`)
    .transform((value, context) => {
      const number = australianPhone(value, { mobileOnly })
      if (number) return number
      context.addIssue({
        code: 'custom',
        message: mobileOnly
          ? 'Enter an Australian mobile number for text messages, like 0412 345 678'
          : 'Enter an Australian phone number, like 0412 345 678 or 02 9876 5432',
      })
      return z.NEVER
    })

/**
 * Validates a submission against the booking page it was sent from. Every field is checked on its own,
 * so the visitor sees every problem at once rather than one at a time.
 */
export function validateBooking(
  values: FormValues,
  context: BookingFormContext,
): { ok: true; details: BookingDetails } | { ok: false; errors: FieldErrors } {
  const asks = new Set(context.askFor)
  const errors: FieldErrors = {}
  const details: Partial<BookingDetails> = {}
  const check = <Output>(field: FieldName, schema: z.ZodType<Output>): Output | undefined => {
    const result = schema.safeParse(values[field])
    if (result.success) return result.data
    errors[field] = result.error.issues[0]?.message ?? 'Check this answer'
    return undefined
  }
  const assign = <Key extends keyof BookingDetails>(key: Key, value: BookingDetails[Key] | undefined) => {
    if (value !== undefined) details[key] = value
  }

  assign('for', check('for', oneOf(CHOICES.for, 'Select who this request is for')))
  if (details.for === 'someone-else')
    assign(
      'personName',
      check(
        'personName',
        text(
          LIMITS.name,
          `Their name must be ${LIMITS.name} characters or fewer`,
          'Enter the name of the person you support',
        ),
      ),
    )
  assign(
    'contactName',
    check('contactName', text(LIMITS.name, `Your name must be ${LIMITS.name} characters or fewer`, 'Enter your name')),
  )
  assign(
    'contactMethod',
    check('contactMethod', oneOf(CHOICES.contactMethod, 'Select how you would like us to contact you')),
  )
  if (details.contactMethod === 'phone' || details.contactMethod === 'sms')
    assign('phone', check('phone', phone(details.contactMethod === 'sms')))
  if (details.contactMethod === 'email') {
    const email = z
      .string({ error: 'Enter your email address' })
      .min(1, 'Enter your email address')
      .max(LIMITS.email, `Email address must be ${LIMITS.email} characters or fewer`)
      .pipe(z.email('Enter an email address in the correct format, like name@example.com'))
    assign('email', check('email', email))
  }
  if (asks.has('availability')) {
    const days = check('days', someOf(CHOICES.days, 'Select days from the list'))
    const times = check('times', someOf(CHOICES.times, 'Select times from the list'))
    if (days?.length) details.days = days
    if (times?.length) details.times = times
  }
  if (asks.has('where')) {
    const places = context.locations.length
      ? CHOICES.where
      : CHOICES.where.filter((choice) => choice.value !== 'location')
    assign('where', check('where', oneOf(places, 'Select where you would like to meet').optional()))
    if (details.where === 'location') {
      const location = check(
        'locationId',
        z
          .string({ error: 'Select a location' })
          .refine((id) => context.locations.some((place) => place._id === id), 'Select a location'),
      )
      const chosen = context.locations.find((place) => place._id === location)
      if (chosen) details.location = { id: chosen._id, title: chosen.title ?? chosen._id }
    }
  }
  if (asks.has('interpreter')) {
    const interpreter = check(
      'interpreter',
      oneOf(CHOICES.interpreter, 'Select yes if you need an interpreter').optional(),
    )
    if (interpreter) details.interpreter = interpreter === 'yes'
    if (interpreter === 'yes')
      assign(
        'language',
        check(
          'language',
          text(
            LIMITS.language,
            `Language must be ${LIMITS.language} characters or fewer`,
            'Enter the language you need an interpreter for',
          ),
        ),
      )
  }
  if (asks.has('accessibility'))
    assign(
      'accessibilityNeeds',
      check(
        'accessibilityNeeds',
        text(LIMITS.accessibilityNeeds, `Accessibility needs must be ${LIMITS.accessibilityNeeds} characters or fewer`),
      ),
    )
  if (asks.has('ndis'))
    assign('ndis', check('ndis', oneOf(CHOICES.ndis, 'Select whether you are an NDIS participant').optional()))
  assign('message', check('message', text(LIMITS.message, `Message must be ${LIMITS.message} characters or fewer`)))
  check('consent', z.literal('yes', { error: 'Confirm that we can contact you about this request' }))

  if (Object.keys(errors).length) return { ok: false, errors: inFieldOrder(errors, FIELDS) }
  return { ok: true, details: details as BookingDetails }
}

/** A field's id on the page; the error summary links to it (for a group of radios or checkboxes, its first option). */
export const fieldId = (field: FieldName) => `booking-${field}`

/** The human label of a choice, for emails and exports. */
export function choiceLabel(list: ReadonlyArray<Choice>, value: string | undefined): string {
  return list.find((choice) => choice.value === value)?.label ?? value ?? ''
}
