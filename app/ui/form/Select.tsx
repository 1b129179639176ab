import { Field, type FieldProps } from './Field'

/** One option of a Select. */
export interface Option {
  value: string
  label: string
}

/** A drop-down list with its label, hint and error. `name` is the id unless given; `value` is the option chosen. */
export function Select({
  name,
  value,
  options,
  className,
  labelClassName,
  ...field
}: FieldProps & {
  name?: string
  value: string
  options: ReadonlyArray<Option>
  className?: string
  labelClassName?: string
}) {
  const { id } = field
  return (
    <Field {...field} className={className} labelClassName={labelClassName}>
      {(described) => (
        <select id={id} name={name ?? id} defaultValue={value} className="field__control" {...described}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
