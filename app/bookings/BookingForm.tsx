import { useState } from 'react'
import { allValues as many, oneValue as one } from '~/form-submission/fields'
import { Checkbox } from '~/ui/form/Checkbox'
import { Checkboxes } from '~/ui/form/Checkboxes'
import { ConditionalReveal } from '~/ui/form/ConditionalReveal'
import { Fieldset } from '~/ui/form/Fieldset'
import { Select } from '~/ui/form/Select'
import { Radios } from '~/ui/form/Radios'
import { errorSummaryEntries, SubmissionForm } from '~/form-submission/SubmissionForm'
import { TextArea } from '~/ui/form/TextArea'
import { TextField } from '~/ui/form/TextField'
import { CHOICES, fieldId, LIMITS, type FieldErrors, type FormValues, type OptionalSection } from './form'

/**
 * The booking request form (a SubmissionForm: error summary, idempotency key, honeypot, one send
 * button): a message beside each field, everything typed kept. With JavaScript the fields that depend
 * on an answer appear only when that answer is chosen (without JavaScript they are always shown).
 */
export interface BookingFormProps {
  askFor: readonly OptionalSection[]
  locations: ReadonlyArray<{ _id: string; title: string | null; suburb: string | null; state: string | null }>
  idempotencyKey: string
  values: FormValues
  errors: FieldErrors
  problem: string | null
}

export function BookingForm({ askFor, locations, idempotencyKey, values, errors, problem }: BookingFormProps) {
  const asks = new Set(askFor)
  const [chosen, setChosen] = useState(() => ({
    for: one(values.for),
    contactMethod: one(values.contactMethod),
    where: one(values.where),
    interpreter: one(values.interpreter),
  }))
  const choose = (field: keyof typeof chosen) => (value: string) =>
    setChosen((current) => ({ ...current, [field]: value }))
  /**
   * A dependent field shows when its answer is chosen. Without scripts every one shows (CSS in
   * form.css, keyed on data-scripts, which the <head> script sets before the first paint), so the
   * hints say when each is needed; with scripts the page is the same from the first paint on.
   */
  const shows = (field: keyof typeof chosen, ...answers: string[]) => answers.includes(chosen[field])
  const places = locations.length ? CHOICES.where : CHOICES.where.filter((choice) => choice.value !== 'location')

  return (
    <SubmissionForm
      label="Booking request"
      className="booking-form"
      idPrefix="booking"
      idempotencyKey={idempotencyKey}
      errors={errorSummaryEntries(errors, fieldId)}
      problem={problem}
      send="Send request"
      sending="Sending your request…"
    >
      <Radios
        id={fieldId('for')}
        name="for"
        legend="Who is this request for?"
        choices={CHOICES.for}
        value={one(values.for)}
        error={errors.for}
        onChoose={choose('for')}
      >
        <ConditionalReveal shown={shows('for', 'someone-else')}>
          <TextField
            id={fieldId('personName')}
            name="personName"
            label="Their name"
            hint="The person you support or care for."
            value={one(values.personName)}
            error={errors.personName}
            autoComplete="off"
          />
        </ConditionalReveal>
      </Radios>

      <TextField
        id={fieldId('contactName')}
        name="contactName"
        label="Your name"
        hint="If you are asking for someone else, your own name: we will contact you."
        value={one(values.contactName)}
        error={errors.contactName}
        autoComplete="name"
      />

      <Radios
        id={fieldId('contactMethod')}
        name="contactMethod"
        legend="How should we contact you?"
        choices={CHOICES.contactMethod}
        value={one(values.contactMethod)}
        error={errors.contactMethod}
        onChoose={choose('contactMethod')}
      >
        <ConditionalReveal shown={shows('contactMethod', 'phone', 'sms')}>
          <TextField
            id={fieldId('phone')}
            name="phone"
            label={chosen.contactMethod === 'sms' ? 'Mobile number' : 'Phone number'}
            hint="If you chose a phone call or a text message. For example, 0412 345 678 or 02 9876 5432."
            value={one(values.phone)}
            error={errors.phone}
            type="tel"
            autoComplete="tel"
            width="medium"
          />
        </ConditionalReveal>
        <ConditionalReveal shown={shows('contactMethod', 'email')}>
          <TextField
            id={fieldId('email')}
            name="email"
            label="Email address"
            hint="If you chose email."
            value={one(values.email)}
            error={errors.email}
            type="email"
            autoComplete="email"
            spellCheck={false}
          />
        </ConditionalReveal>
      </Radios>

      {asks.has('availability') ? (
        <Fieldset legend="When suits you? (optional)" legendClassName="field__label field__legend" group>
          <Checkboxes
            id={fieldId('days')}
            name="days"
            legend="Days"
            choices={CHOICES.days}
            values={many(values.days)}
            error={errors.days}
            inline
          />
          <Checkboxes
            id={fieldId('times')}
            name="times"
            legend="Times"
            choices={CHOICES.times}
            values={many(values.times)}
            error={errors.times}
          />
        </Fieldset>
      ) : null}

      {asks.has('where') ? (
        <Radios
          id={fieldId('where')}
          name="where"
          legend="Where would you like to meet? (optional)"
          choices={places}
          value={one(values.where)}
          error={errors.where}
          onChoose={choose('where')}
        >
          {locations.length ? (
            <ConditionalReveal shown={shows('where', 'location')}>
              <Select
                id={fieldId('locationId')}
                name="locationId"
                label="Which location?"
                hint="If you chose one of our locations."
                error={errors.locationId}
                value={one(values.locationId)}
                options={[
                  { value: '', label: 'Choose a location' },
                  ...locations.map((location) => ({
                    value: location._id,
                    label: [location.title, [location.suburb, location.state].filter(Boolean).join(' ')]
                      .filter(Boolean)
                      .join(', '),
                  })),
                ]}
              />
            </ConditionalReveal>
          ) : null}
        </Radios>
      ) : null}

      {asks.has('interpreter') ? (
        <Radios
          id={fieldId('interpreter')}
          name="interpreter"
          legend="Do you need an interpreter? (optional)"
          hint="Interpreters are free."
          choices={CHOICES.interpreter}
          value={one(values.interpreter)}
          error={errors.interpreter}
          onChoose={choose('interpreter')}
        >
          <ConditionalReveal shown={shows('interpreter', 'yes')}>
            <TextField
              id={fieldId('language')}
              name="language"
              label="Which language?"
              hint="If you need an interpreter. For example, Vietnamese or Auslan."
              value={one(values.language)}
              error={errors.language}
              autoComplete="language"
              width="medium"
            />
          </ConditionalReveal>
        </Radios>
      ) : null}

      {asks.has('accessibility') ? (
        <TextArea
          id={fieldId('accessibilityNeeds')}
          name="accessibilityNeeds"
          label="Accessibility needs (optional)"
          hint={`Anything that helps you take part: wheelchair access, a hearing loop, a quiet room, large print, a support person. Up to ${LIMITS.accessibilityNeeds} characters.`}
          value={one(values.accessibilityNeeds)}
          error={errors.accessibilityNeeds}
        />
      ) : null}

      {asks.has('ndis') ? (
        <Radios
          id={fieldId('ndis')}
          name="ndis"
          legend="Are you, or the person you support, an NDIS participant? (optional)"
          choices={CHOICES.ndis}
          value={one(values.ndis)}
          error={errors.ndis}
        />
      ) : null}

      <TextArea
        id={fieldId('message')}
        name="message"
        label="Anything else you would like us to know? (optional)"
        hint={`What you would like help with, or anything that would make contact easier. Please do not include bank or card details. Up to ${LIMITS.message} characters.`}
        value={one(values.message)}
        error={errors.message}
        rows={6}
      />

      <Fieldset
        id={fieldId('consent')}
        legend="Can we contact you?"
        legendClassName="field__label field__legend"
        error={errors.consent}
        group
      >
        <Checkbox
          id={fieldId('consent')}
          name="consent"
          value="yes"
          label="Yes, you can contact me about this request using the details I have given"
          checked={one(values.consent) === 'yes'}
        />
      </Fieldset>
    </SubmissionForm>
  )
}
