import type { ReactNode } from 'react'
import { Form, useFormAction, useNavigation } from 'react-router'
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from '~/form-submission/fields'
import { ErrorSummary, type FieldError } from '~/ui/form/ErrorSummary'

const ERROR_SUMMARY_ID = 'error-summary'

/**
 * A form that sends something to staff (a booking request, a problem report), GOV.UK style: an error
 * summary focused on arrival that links to each field, the questions, then the send button. It is a plain
 * POST form that works without JavaScript; with it, React Router submits it and a pending state stops a
 * second click. It carries the idempotency key of this page load (a repeat makes nothing new) and the
 * honeypot, and asks browsers not to fill anything in from elsewhere.
 */
export function SubmissionForm({
  label,
  idPrefix,
  idempotencyKey,
  errors,
  problem,
  send,
  sending,
  className,
  children,
}: {
  /** The form's accessible name. */
  label: string
  /** Prefix of the form's ids (`{idPrefix}-website` for the honeypot). */
  idPrefix: string
  idempotencyKey: string
  errors: readonly FieldError[]
  problem: string | null
  /** The button's words, and its words while the form is sent. */
  send: string
  sending: string
  className: string
  children: ReactNode
}) {
  const navigation = useNavigation()
  // Without scripts the answer opens at the error summary: the browser scrolls to it (its heading at the
  // top of the screen) before focusing it, so focusing does not centre a summary taller than the screen.
  const action = `${useFormAction()}#${ERROR_SUMMARY_ID}`
  const busy = navigation.state === 'submitting'
  return (
    <Form
      method="post"
      action={action}
      noValidate
      autoComplete="off"
      className={`submission-form ${className}`}
      aria-label={label}
    >
      <ErrorSummary id={ERROR_SUMMARY_ID} errors={errors} problem={problem} />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
      {children}
      {/* The honeypot: off screen, out of the tab order and hidden from assistive technology. */}
      <div className="form-trap" aria-hidden="true">
        <label htmlFor={`${idPrefix}-website`}>Leave this empty</label>
        <input
          type="text"
          id={`${idPrefix}-website`}
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className="button-row">
        <button type="submit" className="button" disabled={busy} aria-disabled={busy}>
          {busy ? sending : send}
        </button>
      </div>
    </Form>
  )
}

/** Each wrong answer as an error summary entry, linking to its field. */
export function errorSummaryEntries<Field extends string>(
  errors: Partial<Record<Field, string>>,
  fieldId: (field: Field) => string,
): FieldError[] {
  return (Object.entries(errors) as Array<[Field, string | undefined]>).flatMap(([field, message]) =>
    message ? [{ fieldId: fieldId(field), message }] : [],
  )
}
