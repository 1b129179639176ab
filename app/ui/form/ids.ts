/**
 * The ids that tie a control to its hint and error message (GOV.UK): `{id}-hint` and `{id}-error`,
 * named in the control's (or fieldset's) aria-describedby. The error summary links to `#{id}`.
 */
export const hintId = (id: string) => `${id}-hint`
export const errorId = (id: string) => `${id}-error`

/** The aria-describedby value for a control with this id, or undefined when there is nothing to name. */
export function describedBy(id: string, { hint, error }: { hint?: boolean; error?: boolean }): string | undefined {
  const ids = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

/** What a control spreads on itself: its description and, when wrong, aria-invalid. */
export interface Described {
  'aria-describedby'?: string
  'aria-invalid'?: true
}

export function described(id: string, { hint, error }: { hint?: boolean; error?: boolean }): Described {
  return { 'aria-describedby': describedBy(id, { hint, error }), ...(error ? { 'aria-invalid': true as const } : {}) }
}
