/**
 * What every form that sends something to staff has in common (the booking form, the problem report):
 * two hidden fields, and how the posted answers are read. Shared by the pages and the actions.
 */

/** Hidden fields: the idempotency key (a UUID per page load), and the honeypot that people never see or fill in. */
export const IDEMPOTENCY_FIELD = 'idempotencyKey'
export const HONEYPOT_FIELD = 'website'

/** The answers as posted, by field: a text, or the values of a group of checkboxes. */
export type FieldValues<Field extends string> = Partial<Record<Field, string | string[]>>
/** A message for each wrong answer, by field. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>

/** Control characters (other than line breaks in text areas) and broken surrogate pairs cannot be stored or shown: drop them. */
function clean(value: string, multiline: boolean): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  const wellFormed = value.toWellFormed().replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
  return (multiline ? wellFormed.replace(/\r\n?/g, '\n') : wellFormed.replace(/[\r\n\t]+/g, ' ')).trim()
}

/** A form's fields from a posted body, cleaned; anything else in the body is ignored. */
export function fieldValues<Field extends string>(
  body: URLSearchParams,
  fields: readonly Field[],
  { multiple = new Set(), multiline = new Set() }: { multiple?: ReadonlySet<Field>; multiline?: ReadonlySet<Field> },
): FieldValues<Field> {
  const values: FieldValues<Field> = {}
  for (const field of fields) {
    if (multiple.has(field)) values[field] = body.getAll(field).map((value) => clean(value, false))
    else if (body.has(field)) values[field] = clean(body.get(field) ?? '', multiline.has(field))
  }
  return values
}

/** The errors in the order of the page, which is the order the error summary lists them. */
export function inFieldOrder<Field extends string>(
  errors: FieldErrors<Field>,
  fields: readonly Field[],
): FieldErrors<Field> {
  return Object.fromEntries(
    fields.filter((field) => errors[field]).map((field) => [field, errors[field]]),
  ) as FieldErrors<Field>
}

/** A field's one value (a text, a radio), or '' when it has none. */
export const oneValue = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')
/** A group of checkboxes' values. */
export const allValues = (value: string | string[] | undefined) => (Array.isArray(value) ? value : [])
