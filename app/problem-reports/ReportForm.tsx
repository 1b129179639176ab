import { allValues, oneValue } from '~/form-submission/fields'
import { Checkboxes } from '~/ui/form/Checkboxes'
import { errorSummaryEntries, SubmissionForm } from '~/form-submission/SubmissionForm'
import { TextArea } from '~/ui/form/TextArea'
import type { ListingKind } from './listings'
import { NOTE_LIMIT, reportFieldId, wrongDetailChoices, type ReportErrors, type ReportValues } from './report-form'

/** 'Tell us something is wrong': what is wrong, from a list, and an optional note. Nothing about the visitor is asked. */
export function ReportForm({
  kind,
  idempotencyKey,
  values,
  errors,
  problem,
}: {
  kind: ListingKind
  idempotencyKey: string
  values: ReportValues
  errors: ReportErrors
  problem: string | null
}) {
  return (
    <SubmissionForm
      label="Report a problem"
      className="report-form"
      idPrefix="report"
      idempotencyKey={idempotencyKey}
      errors={errorSummaryEntries(errors, reportFieldId)}
      problem={problem}
      send="Send report"
      sending="Sending your report…"
    >
      <Checkboxes
        id={reportFieldId('wrong')}
        name="wrong"
        legend="What is wrong?"
        legendClassName="field__label field__legend"
        hint="Select all that apply."
        choices={wrongDetailChoices(kind)}
        values={allValues(values.wrong)}
        error={errors.wrong}
      />
      <TextArea
        id={reportFieldId('note')}
        name="note"
        label="Tell us more (optional)"
        hint={`For example, the right phone number or when it closed. Please do not write your name, contact details or anything about yourself. Up to ${NOTE_LIMIT} characters.`}
        value={oneValue(values.note)}
        error={errors.note}
      />
    </SubmissionForm>
  )
}
