import { z } from 'zod'
import { fieldValues, inFieldOrder, type FieldErrors, type FieldValues } from '~/form-submission/fields'
import { LISTINGS, type ListingKind } from './listings'

/**
 * The 'Tell us something is wrong' form of a service or location page: what is wrong, from a list, and
 * an optional note. No name or contact details are asked for. Shared by the page (labels, choices) and
 * the action (validation), so both always agree.
 */

export const WRONG_DETAILS = ['phone', 'address', 'hours', 'closed', 'other'] as const
export type WrongDetail = (typeof WRONG_DETAILS)[number]

/** The choices of 'What is wrong?', in the words of the page the report is about. */
export function wrongDetailChoices(kind: ListingKind): Array<{ value: WrongDetail; label: string }> {
  return WRONG_DETAILS.map((value) => ({ value, label: wrongDetailLabel(value, kind) }))
}

export function wrongDetailLabel(value: WrongDetail, kind: ListingKind): string {
  switch (value) {
    case 'phone':
      return 'The phone number'
    case 'address':
      return 'The address'
    case 'hours':
      return 'The opening hours'
    case 'closed':
      return `This ${LISTINGS[kind].noun} has closed`
    case 'other':
      return 'Something else'
  }
}

/** The longest note, in characters. */
export const NOTE_LIMIT = 500

export const REPORT_FIELDS = ['wrong', 'note'] as const
export type ReportField = (typeof REPORT_FIELDS)[number]
export type ReportValues = FieldValues<ReportField>
export type ReportErrors = FieldErrors<ReportField>

/** What a valid report holds. */
export interface ReportDetails {
  wrong: WrongDetail[]
  note?: string
}

export const reportValues = (body: URLSearchParams): ReportValues =>
  fieldValues(body, REPORT_FIELDS, { multiple: new Set(['wrong']), multiline: new Set(['note']) })

const wrong = z
  .array(z.enum(WRONG_DETAILS, { error: 'Select what is wrong from the list' }), { error: 'Select what is wrong' })
  .min(1, 'Select what is wrong')
  .max(WRONG_DETAILS.length, 'Select what is wrong from the list')
  .transform((values) => WRONG_DETAILS.filter((value) => values.includes(value)))
const note = z
  .string()
  .max(NOTE_LIMIT, `Your note must be ${NOTE_LIMIT} characters or fewer`)
  .optional()
  .transform((value) => value || undefined)

/** Validates a report; every problem at once, in the order of the page, in words that say what to do. */
export function validateReport(
  values: ReportValues,
): { ok: true; details: ReportDetails } | { ok: false; errors: ReportErrors } {
  const errors: ReportErrors = {}
  const chosen = wrong.safeParse(values.wrong ?? [])
  if (!chosen.success) errors.wrong = chosen.error.issues[0]?.message ?? 'Select what is wrong'
  const written = note.safeParse(values.note)
  if (!written.success) errors.note = written.error.issues[0]?.message ?? 'Check your note'
  else if (chosen.success && chosen.data.includes('other') && !written.data) errors.note = 'Tell us what else is wrong'
  if (!chosen.success || !written.success || errors.note)
    return { ok: false, errors: inFieldOrder(errors, REPORT_FIELDS) }
  return { ok: true, details: { wrong: chosen.data, ...(written.data ? { note: written.data } : {}) } }
}

/** A field's id on the page; the error summary links to it (for the checkboxes, the first one). */
export const reportFieldId = (field: ReportField) => `report-${field}`
