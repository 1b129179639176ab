import type { ReactNode } from 'react'
import { ChoiceList, type Choice } from './ChoiceList'
import { Fieldset } from './Fieldset'

/** A question answered with one choice, in a fieldset; `children` are the fields that depend on the answer (`ConditionalReveal`). */
export function Radios({
  id,
  name,
  legend,
  hint,
  choices,
  value,
  error,
  onChoose,
  children,
}: {
  id: string
  name: string
  legend: string
  hint?: string
  choices: ReadonlyArray<Choice>
  value: string
  error: string | undefined
  onChoose?: (value: string) => void
  children?: ReactNode
}) {
  return (
    <Fieldset id={id} legend={legend} legendClassName="field__label field__legend" hint={hint} error={error} group>
      <ChoiceList type="radio" id={id} name={name} choices={choices} checked={[value]} onChoose={onChoose} />
      {children}
    </Fieldset>
  )
}
