import { ChoiceList, type Choice } from './ChoiceList'
import { Fieldset } from './Fieldset'

/**
 * A question answered with any number of choices, in a fieldset: by default with a small legend (a part
 * of a larger question, as on the booking form); `legendClassName` for a question of its own (a filter).
 */
export function Checkboxes({
  id,
  name,
  legend,
  legendClassName = 'field__label field__label--small',
  hint,
  choices,
  values,
  error,
  inline = false,
}: {
  id: string
  name: string
  legend: string
  legendClassName?: string
  hint?: string | undefined
  choices: ReadonlyArray<Choice>
  values: readonly string[]
  error?: string | undefined
  /** Short labels side by side where there is room. */
  inline?: boolean
}) {
  return (
    <Fieldset id={id} legend={legend} legendClassName={legendClassName} hint={hint} error={error}>
      <ChoiceList type="checkbox" id={id} name={name} choices={choices} checked={values} inline={inline} />
    </Fieldset>
  )
}
