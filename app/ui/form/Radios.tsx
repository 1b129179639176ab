import type { ReactNode } from 'react'
import { ChoiceList, type Choice } from './ChoiceList'
import { HintAndError } from './Field'
import { describedBy } from './ids'

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
    <fieldset
      className={error ? 'field fieldset field--group field--error' : 'field fieldset field--group'}
      aria-describedby={describedBy(id, { hint: Boolean(hint), error: Boolean(error) })}
    >
      <legend className="field__label field__legend">{legend}</legend>
      <HintAndError id={id} hint={hint} error={error} />
      <ChoiceList type="radio" id={id} name={name} choices={choices} checked={[value]} onChoose={onChoose} />
      {children}
    </fieldset>
  )
}
