import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Form, useNavigation } from 'react-router'
import { focusField } from '~/ui/ErrorSummary'
import { CHOICES, fieldId, HONEYPOT_FIELD, IDEMPOTENCY_FIELD, LIMITS, type Choice, type FieldErrors, type FieldName, type FormValues, type OptionalSection } from './form'

/**
 * The booking request form, GOV.UK style: an error summary focused on arrival that links to each field,
 * a message beside each field, everything typed kept. It is a plain POST form that works without
 * JavaScript; with it, React Router submits it, a pending state stops a second click, and the fields
 * that depend on an answer appear only when that answer is chosen (without JavaScript they are always shown).
 */
export interface BookingFormProps {
  askFor: readonly OptionalSection[]
  locations: ReadonlyArray<{ _id: string; title: string | null; suburb: string | null; state: string | null }>
  idempotencyKey: string
  values: FormValues
  errors: FieldErrors
  problem: string | null
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')
const many = (value: string | string[] | undefined) => (Array.isArray(value) ? value : [])

export function BookingForm({ askFor, locations, idempotencyKey, values, errors, problem }: BookingFormProps) {
  const asks = new Set(askFor)
  const navigation = useNavigation()
  const sending = navigation.state === 'submitting'
  const [chosen, setChosen] = useState(() => ({ for: one(values.for), contactMethod: one(values.contactMethod), where: one(values.where), interpreter: one(values.interpreter) }))
  const choose = (field: keyof typeof chosen) => (value: string) => setChosen((current) => ({ ...current, [field]: value }))
  /**
   * A dependent field shows when its answer is chosen. Without scripts every one shows (CSS in
   * booking.css, keyed on data-scripts, which the <head> script sets before the first paint), so the
   * hints say when each is needed; with scripts the page is the same from the first paint on.
   */
  const shows = (field: keyof typeof chosen, ...answers: string[]) => answers.includes(chosen[field])
  const places = locations.length ? CHOICES.where : CHOICES.where.filter((choice) => choice.value !== 'location')

  return (
    <Form method="post" noValidate className="booking-form" aria-label="Booking request">
      <ErrorSummary errors={errors} problem={problem} />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />

      <Radios name="for" legend="Who is this request for?" choices={CHOICES.for} value={one(values.for)} error={errors.for} onChoose={choose('for')}>
        <Conditional shown={shows('for', 'someone-else')}>
          <TextField name="personName" label="Their name" hint="The person you support or care for." value={one(values.personName)} error={errors.personName} autoComplete="off" />
        </Conditional>
      </Radios>

      <TextField
        name="contactName"
        label="Your name"
        hint="If you are asking for someone else, your own name: we will contact you."
        value={one(values.contactName)}
        error={errors.contactName}
        autoComplete="name"
      />

      <Radios
        name="contactMethod"
        legend="How should we contact you?"
        choices={CHOICES.contactMethod}
        value={one(values.contactMethod)}
        error={errors.contactMethod}
        onChoose={choose('contactMethod')}
      >
        <Conditional shown={shows('contactMethod', 'phone', 'sms')}>
          <TextField
            name="phone"
            label={chosen.contactMethod === 'sms' ? 'Mobile number' : 'Phone number'}
            hint="If you chose a phone call or a text message. For example, 0412 345 678 or 02 9876 5432."
            value={one(values.phone)}
            error={errors.phone}
            type="tel"
            autoComplete="tel"
            width="medium"
          />
        </Conditional>
        <Conditional shown={shows('contactMethod', 'email')}>
          <TextField
            name="email"
            label="Email address"
            hint="If you chose email."
            value={one(values.email)}
            error={errors.email}
            type="email"
            autoComplete="email"
            spellCheck={false}
          />
        </Conditional>
      </Radios>

      {asks.has('availability') ? (
        <fieldset className="field fieldset booking-form__group">
          <legend className="field__label booking-form__legend">When suits you? (optional)</legend>
          <Checkboxes name="days" legend="Days" choices={CHOICES.days} values={many(values.days)} error={errors.days} inline />
          <Checkboxes name="times" legend="Times" choices={CHOICES.times} values={many(values.times)} error={errors.times} />
        </fieldset>
      ) : null}

      {asks.has('where') ? (
        <Radios name="where" legend="Where would you like to meet? (optional)" choices={places} value={one(values.where)} error={errors.where} onChoose={choose('where')}>
          {locations.length ? (
            <Conditional shown={shows('where', 'location')}>
              <Field name="locationId" label="Which location?" hint="If you chose one of our locations." error={errors.locationId}>
                {(described) => (
                  <select id={fieldId('locationId')} name="locationId" defaultValue={one(values.locationId)} className="field__control" {...described}>
                    <option value="">Choose a location</option>
                    {locations.map((location) => (
                      <option key={location._id} value={location._id}>
                        {[location.title, [location.suburb, location.state].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </Conditional>
          ) : null}
        </Radios>
      ) : null}

      {asks.has('interpreter') ? (
        <Radios
          name="interpreter"
          legend="Do you need an interpreter? (optional)"
          hint="Interpreters are free."
          choices={CHOICES.interpreter}
          value={one(values.interpreter)}
          error={errors.interpreter}
          onChoose={choose('interpreter')}
        >
          <Conditional shown={shows('interpreter', 'yes')}>
            <TextField
              name="language"
              label="Which language?"
              hint="If you need an interpreter. For example, Vietnamese or Auslan."
              value={one(values.language)}
              error={errors.language}
              autoComplete="language"
              width="medium"
            />
          </Conditional>
        </Radios>
      ) : null}

      {asks.has('accessibility') ? (
        <TextArea
          name="accessibilityNeeds"
          label="Accessibility needs (optional)"
          hint={`Anything that helps you take part: wheelchair access, a hearing loop, a quiet room, large print, a support person. Up to ${LIMITS.accessibilityNeeds} characters.`}
          value={one(values.accessibilityNeeds)}
          error={errors.accessibilityNeeds}
        />
      ) : null}

      {asks.has('ndis') ? (
        <Radios name="ndis" legend="Are you, or the person you support, an NDIS participant? (optional)" choices={CHOICES.ndis} value={one(values.ndis)} error={errors.ndis} />
      ) : null}

      <TextArea
        name="message"
        label="Anything else you would like us to know? (optional)"
        hint={`What you would like help with, or anything that would make contact easier. Please do not include bank or card details. Up to ${LIMITS.message} characters.`}
        value={one(values.message)}
        error={errors.message}
        rows={6}
      />

      <fieldset className="field fieldset booking-form__group" aria-describedby={describedBy('consent', errors.consent, false)}>
        <legend className="field__label booking-form__legend">Can we contact you?</legend>
        <ErrorMessage field="consent" error={errors.consent} />
        <div className="checkbox booking-form__choice">
          <input type="checkbox" id={fieldId('consent')} name="consent" value="yes" defaultChecked={one(values.consent) === 'yes'} />
          <label htmlFor={fieldId('consent')}>Yes, you can contact me about this request using the details I have given</label>
        </div>
      </fieldset>

      {/* The honeypot: off screen, out of the tab order and hidden from assistive technology. */}
      <div className="booking-form__trap" aria-hidden="true">
        <label htmlFor="booking-website">Leave this empty</label>
        <input type="text" id="booking-website" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className="button-row">
        <button type="submit" className="button" disabled={sending} aria-disabled={sending}>
          {sending ? 'Sending your request…' : 'Send request'}
        </button>
      </div>
    </Form>
  )
}

/** GOV.UK's error summary: on arrival it takes focus, so screen readers announce it; each entry links to its field. */
function ErrorSummary({ errors, problem }: { errors: FieldErrors; problem: string | null }) {
  const summary = useRef<HTMLDivElement>(null)
  const entries = Object.entries(errors) as Array<[FieldName, string]>
  const shown = Boolean(problem) || entries.length > 0
  useEffect(() => {
    if (shown) summary.current?.focus()
  }, [shown, errors, problem])
  if (!shown) return null
  return (
    // autoFocus moves focus to the summary when the page loads without JavaScript too (GOV.UK error summary).
    // eslint-disable-next-line jsx-a11y/no-autofocus
    <div className="error-summary" ref={summary} tabIndex={-1} aria-labelledby="error-summary-title" autoFocus>
      <h2 id="error-summary-title" className="error-summary__title">
        There is a problem
      </h2>
      {problem ? <p>{problem}</p> : null}
      {entries.length ? (
        <ul className="error-summary__list">
          {entries.map(([field, message]) => (
            <li key={field}>
              <a href={`#${fieldId(field)}`} onClick={focusField}>
                {message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

function describedBy(field: FieldName, error: string | undefined, hint: boolean): string | undefined {
  const ids = [hint ? `${fieldId(field)}-hint` : null, error ? `${fieldId(field)}-error` : null].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

/** A question's hint and, when the answer is wrong, what to do about it: the ids `describedBy` names. */
function HintAndError({ field, hint, error }: { field: FieldName; hint?: string; error: string | undefined }) {
  return (
    <>
      {hint ? (
        <p id={`${fieldId(field)}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <ErrorMessage field={field} error={error} />
    </>
  )
}

function ErrorMessage({ field, error }: { field: FieldName; error: string | undefined }) {
  if (!error) return null
  return (
    <p id={`${fieldId(field)}-error`} className="field__error">
      <span className="visually-hidden">Error:</span> {error}
    </p>
  )
}

interface FieldProps {
  name: FieldName
  label: string
  hint?: string
  error: string | undefined
}

/** A label, hint and error around one control; `children` receives the ids it must be described by. */
function Field({ name, label, hint, error, children }: FieldProps & { children: (described: { 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode }) {
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label htmlFor={fieldId(name)} className="field__label">
        {label}
      </label>
      <HintAndError field={name} hint={hint} error={error} />
      {children({ 'aria-describedby': describedBy(name, error, Boolean(hint)), ...(error ? { 'aria-invalid': true as const } : {}) })}
    </div>
  )
}

function TextField({
  value,
  type = 'text',
  autoComplete,
  spellCheck,
  width,
  ...field
}: FieldProps & { value: string; type?: 'text' | 'tel' | 'email'; autoComplete: string; spellCheck?: boolean; width?: 'medium' }) {
  return (
    <Field {...field}>
      {(described) => (
        <input
          id={fieldId(field.name)}
          name={field.name}
          type={type}
          defaultValue={value}
          autoComplete={autoComplete}
          spellCheck={spellCheck}
          className={width ? `field__control field__control--${width}` : 'field__control'}
          {...described}
        />
      )}
    </Field>
  )
}

function TextArea({ value, rows = 4, ...field }: FieldProps & { value: string; rows?: number }) {
  return (
    <Field {...field}>{(described) => <textarea id={fieldId(field.name)} name={field.name} defaultValue={value} rows={rows} className="field__control" {...described} />}</Field>
  )
}

/** A group of radios, with the fields that depend on the answer. */
function Radios({
  name,
  legend,
  hint,
  choices,
  value,
  error,
  onChoose,
  children,
}: {
  name: FieldName
  legend: string
  hint?: string
  choices: ReadonlyArray<Choice>
  value: string
  error: string | undefined
  onChoose?: (value: string) => void
  children?: ReactNode
}) {
  return (
    <fieldset
      className={error ? 'field fieldset booking-form__group field--error' : 'field fieldset booking-form__group'}
      aria-describedby={describedBy(name, error, Boolean(hint))}
    >
      <legend className="field__label booking-form__legend">{legend}</legend>
      <HintAndError field={name} hint={hint} error={error} />
      <ChoiceList type="radio" name={name} choices={choices} checked={[value]} onChoose={onChoose} />
      {children}
    </fieldset>
  )
}

function Checkboxes({
  name,
  legend,
  choices,
  values,
  error,
  inline = false,
}: {
  name: FieldName
  legend: string
  choices: ReadonlyArray<Choice>
  values: string[]
  error: string | undefined
  /** Short labels side by side where there is room. */
  inline?: boolean
}) {
  return (
    <fieldset className={error ? 'field fieldset field--error' : 'field fieldset'} aria-describedby={describedBy(name, error, false)}>
      <legend className="field__label field__label--small">{legend}</legend>
      <ErrorMessage field={name} error={error} />
      <ChoiceList type="checkbox" name={name} choices={choices} checked={values} inline={inline} />
    </fieldset>
  )
}

/** Radios or checkboxes; the first carries the group's id, for the error summary's link. */
function ChoiceList({
  type,
  name,
  choices,
  checked,
  onChoose,
  inline = false,
}: {
  type: 'radio' | 'checkbox'
  name: FieldName
  choices: ReadonlyArray<Choice>
  checked: string[]
  onChoose?: (value: string) => void
  inline?: boolean
}) {
  return (
    <div className={inline ? 'checkboxes booking-form__inline' : 'checkboxes'}>
      {choices.map((choice, index) => {
        const id = index === 0 ? fieldId(name) : `${fieldId(name)}-${choice.value}`
        return (
          <div className="checkbox booking-form__choice" key={choice.value}>
            <input
              type={type}
              id={id}
              name={name}
              value={choice.value}
              defaultChecked={checked.includes(choice.value)}
              onChange={onChoose ? () => onChoose(choice.value) : undefined}
            />
            <label htmlFor={id}>{choice.label}</label>
          </div>
        )
      })}
    </div>
  )
}

/** A field that belongs to one answer: indented under the choices, hidden (with JavaScript) until that answer is chosen. */
function Conditional({ shown, children }: { shown: boolean; children: ReactNode }) {
  return (
    <div className="booking-form__conditional" hidden={!shown}>
      {children}
    </div>
  )
}
