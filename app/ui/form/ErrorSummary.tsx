import { type MouseEvent, useEffect, useRef } from 'react'

export interface FieldError {
  /** The id of the field to correct. */
  fieldId: string
  message: string
}

/**
 * GOV.UK's error summary: at the top of a form, focused on arrival (so screen readers read it), with a
 * problem with the whole submission first and a link to each field to correct. Each field shows its own
 * message too (`ErrorMessage`). The container takes focus; the inner `role="alert"` names the summary by
 * its title (a <div> may carry aria-labelledby only with a role) and announces a summary that appears
 * after a submission handled with JavaScript.
 */
export function ErrorSummary({
  errors,
  problem = null,
  id,
}: {
  errors: readonly FieldError[]
  problem?: string | null
  id?: string
}) {
  const summary = useRef<HTMLDivElement>(null)
  const shown = Boolean(problem) || errors.length > 0
  useEffect(() => {
    if (!shown) return
    // Its heading at the top of the screen (below the exit button's clearance), not wherever focusing
    // scrolls it: a summary taller than the screen would be centred, its heading above the screen.
    summary.current?.focus({ preventScroll: true })
    summary.current?.scrollIntoView({ block: 'start' })
  }, [shown, errors, problem])
  if (!shown) return null
  return (
    // autoFocus moves focus to the summary when the page loads without JavaScript too (GOV.UK error summary).
    // eslint-disable-next-line jsx-a11y/no-autofocus
    <div id={id} className="error-summary" ref={summary} tabIndex={-1} autoFocus>
      <div role="alert" aria-labelledby="error-summary-title">
        <h2 id="error-summary-title" className="error-summary__title">
          There is a problem
        </h2>
        {problem ? <p>{problem}</p> : null}
        {errors.length ? (
          <ul className="error-summary__list">
            {errors.map(({ fieldId, message }) => (
              <li key={fieldId}>
                <a href={`#${fieldId}`} onClick={focusField}>
                  {message}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  )
}

/** As GOV.UK does: a summary link puts the cursor in its field and brings the field's question into view. */
export function focusField(event: MouseEvent<HTMLAnchorElement>) {
  const input = document.getElementById(event.currentTarget.hash.slice(1))
  if (!input) return
  event.preventDefault()
  const question =
    input.closest('fieldset')?.querySelector('legend') ?? document.querySelector(`label[for="${input.id}"]`)
  ;(question ?? input).scrollIntoView()
  input.focus({ preventScroll: true })
}
