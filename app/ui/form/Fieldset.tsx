import type { ReactNode } from 'react'
import { HintAndError } from './Field'
import { describedBy } from './ids'

/**
 * A group of fields under one question (GOV.UK's fieldset): its legend and, when `id` is given, the
 * group's hint and error, which the fieldset names in its aria-describedby. `group` gives it the
 * spacing of a question of its own (a large legend, as Radios have); `className` and
 * `legendClassName` fit it into a form with a look of its own (the locations search, the settings panel).
 */
export function Fieldset({
  id,
  legend,
  legendClassName = 'field__label',
  hint,
  error,
  group = false,
  className = 'field fieldset',
  hidden,
  children,
}: {
  id?: string
  legend: string
  legendClassName?: string
  hint?: string | undefined
  error?: string | undefined
  group?: boolean
  className?: string
  hidden?: boolean
  children: ReactNode
}) {
  const classes = [className, group ? 'field--group' : null, error ? 'field--error' : null].filter(Boolean).join(' ')
  return (
    <fieldset
      className={classes}
      aria-describedby={id ? describedBy(id, { hint: Boolean(hint), error: Boolean(error) }) : undefined}
      hidden={hidden}
    >
      <legend className={legendClassName}>{legend}</legend>
      {id ? <HintAndError id={id} hint={hint} error={error} /> : null}
      {children}
    </fieldset>
  )
}
