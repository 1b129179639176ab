import type { ReactNode } from 'react'
import { described, errorId, hintId, type Described } from './ids'

/** What every question has: the control's id (and name), its label, an optional hint and its error. */
export interface FieldProps {
  id: string
  label: string
  hint?: string
  error?: string | undefined
}

/** A field's message, which the field names in its aria-describedby. */
export function ErrorMessage({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null
  return (
    <p id={errorId(id)} className="field__error">
      <span className="visually-hidden">Error:</span> {error}
    </p>
  )
}

/** A question's hint and, when the answer is wrong, what to do about it: the ids `describedBy` names. */
export function HintAndError({
  id,
  hint,
  error,
}: {
  id: string
  hint?: string | undefined
  error: string | undefined
}) {
  return (
    <>
      {hint ? (
        <p id={hintId(id)} className="field__hint">
          {hint}
        </p>
      ) : null}
      <ErrorMessage id={id} error={error} />
    </>
  )
}

/** A label, hint and error around one control; `children` receives the attributes that describe it. */
export function Field({
  id,
  label,
  hint,
  error,
  className = 'field',
  labelClassName = 'field__label',
  children,
}: FieldProps & { className?: string; labelClassName?: string; children: (described: Described) => ReactNode }) {
  return (
    <div className={error ? `${className} field--error` : className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <HintAndError id={id} hint={hint} error={error} />
      {children(described(id, { hint: Boolean(hint), error: Boolean(error) }))}
    </div>
  )
}
