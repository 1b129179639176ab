import { ChoiceList, type Choice } from './ChoiceList'
import { ErrorMessage } from './Field'
import { describedBy } from './ids'

/** A question answered with any number of choices, in a fieldset with a small legend (a part of a larger question). */
export function Checkboxes({
  id,
  name,
  legend,
  choices,
  values,
  error,
  inline = false,
}: {
  id: string
  name: string
  legend: string
  choices: ReadonlyArray<Choice>
  values: readonly string[]
  error: string | undefined
  /** Short labels side by side where there is room. */
  inline?: boolean
}) {
  return (
    <fieldset className={error ? 'field fieldset field--error' : 'field fieldset'} aria-describedby={describedBy(id, { error: Boolean(error) })}>
      <legend className="field__label field__label--small">{legend}</legend>
      <ErrorMessage id={id} error={error} />
      <ChoiceList type="checkbox" id={id} name={name} choices={choices} checked={values} inline={inline} />
    </fieldset>
  )
}
