import { Field, type FieldProps } from './Field'

/** A text area with its label, hint and error. */
export function TextArea({
  name,
  value,
  rows = 4,
  ...field
}: FieldProps & { name: string; value: string; rows?: number }) {
  return (
    <Field {...field}>
      {(described) => (
        <textarea
          id={field.id}
          name={name}
          defaultValue={value}
          rows={rows}
          className="field__control"
          {...described}
        />
      )}
    </Field>
  )
}
