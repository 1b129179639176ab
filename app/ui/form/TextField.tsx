import type { InputHTMLAttributes } from 'react'
import { Field, type FieldProps } from './Field'

type InputAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'spellCheck' | 'maxLength' | 'inputMode' | 'min' | 'max'
>

/** A one-line text input with its label, hint and error. `name` is the id unless given. */
export function TextField({
  name,
  value,
  type = 'text',
  width,
  labelClassName,
  ...rest
}: FieldProps &
  InputAttributes & {
    name?: string
    value: string
    type?: 'text' | 'tel' | 'email' | 'search' | 'number'
    width?: 'medium' | 'short'
    labelClassName?: string
  }) {
  const { id, label, hint, error, ...attributes } = rest
  return (
    <Field id={id} label={label} hint={hint} error={error} labelClassName={labelClassName}>
      {(described) => (
        <input
          id={id}
          name={name ?? id}
          type={type}
          defaultValue={value}
          className={width ? `field__control field__control--${width}` : 'field__control'}
          {...attributes}
          {...described}
        />
      )}
    </Field>
  )
}
