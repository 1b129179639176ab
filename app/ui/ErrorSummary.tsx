import { type MouseEvent, useEffect, useRef } from 'react'

export interface FieldError {
  /** The id of the field to correct. */
  fieldId: string
  message: string
}

/**
 * GOV.UK's error summary: at the top of a form, focused on arrival, with a link to each field to
 * correct. Each field shows its own message too (`FieldErrorMessage`).
 */
export function ErrorSummary({ errors, id }: { errors: FieldError[]; id?: string }) {
  const summary = useRef<HTMLDivElement>(null)
  const shown = errors.length > 0
  useEffect(() => {
    if (shown) summary.current?.focus()
  }, [shown, errors])
  if (!shown) return null
  return (
    // autoFocus moves focus to the summary when the page loads without JavaScript too (GOV.UK error summary).
    // eslint-disable-next-line jsx-a11y/no-autofocus
    <div id={id} className="error-summary" ref={summary} tabIndex={-1} aria-labelledby="error-summary-title" autoFocus>
      <h2 id="error-summary-title" className="error-summary__title">
        There is a problem
      </h2>
      <ul className="error-summary__list">
        {errors.map(({ fieldId, message }) => (
          <li key={fieldId}>
            <a href={`#${fieldId}`} onClick={focusField}>
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** A field's message, which the field names in its aria-describedby. */
export function FieldErrorMessage({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="field__error">
      <span className="visually-hidden">Error: </span>
      {message}
    </p>
  )
}

/** As GOV.UK does: a summary link puts the cursor in its field and brings the field's question into view. */
export function focusField(event: MouseEvent<HTMLAnchorElement>) {
  const input = document.getElementById(event.currentTarget.hash.slice(1))
  if (!input) return
  event.preventDefault()
  const question = input.closest('fieldset')?.querySelector('legend') ?? document.querySelector(`label[for="${input.id}"]`)
  ;(question ?? input).scrollIntoView()
  input.focus({ preventScroll: true })
}
