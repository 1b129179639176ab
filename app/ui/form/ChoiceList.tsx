/** One answer of a group of radios or checkboxes. */
export interface Choice {
  value: string
  label: string
  /** How many results the choice would give (a filter's count), shown after the label when above 0. */
  count?: number
}

/** A choice's label, with its count in brackets when it has one (each one text, so the HTML needs no separators). */
export function ChoiceLabel({ label, count }: { label: string; count?: number | undefined }) {
  if (!count) return label
  return (
    <>
      {`${label} `}
      <span className="count">{`(${count})`}</span>
    </>
  )
}

/** One radio or checkbox with its label: the markup of every choice on the site (ChoiceList, Checkbox). */
export function ChoiceItem({
  type,
  id,
  name,
  value,
  label,
  count,
  checked,
  onChange,
}: {
  type: 'radio' | 'checkbox'
  id: string
  name: string
  value: string
  label: string
  count?: number | undefined
  checked: boolean
  onChange?: (() => void) | undefined
}) {
  return (
    <div className="checkbox field__choice">
      <input type={type} id={id} name={name} value={value} defaultChecked={checked} onChange={onChange} />
      <label htmlFor={id}>
        <ChoiceLabel label={label} count={count} />
      </label>
    </div>
  )
}

/** Radios or checkboxes; the first carries the group's id (`{id}`), for the error summary's link; the others `{id}-{value}`. */
export function ChoiceList({
  type,
  id,
  name,
  choices,
  checked,
  onChoose,
  inline = false,
}: {
  type: 'radio' | 'checkbox'
  id: string
  name: string
  choices: ReadonlyArray<Choice>
  checked: readonly string[]
  onChoose?: ((value: string) => void) | undefined
  /** Short labels side by side where there is room. */
  inline?: boolean
}) {
  return (
    <div className={inline ? 'checkboxes checkboxes--inline' : 'checkboxes'}>
      {choices.map((choice, index) => (
        <ChoiceItem
          key={choice.value}
          type={type}
          id={index === 0 ? id : `${id}-${choice.value}`}
          name={name}
          value={choice.value}
          label={choice.label}
          count={choice.count}
          checked={checked.includes(choice.value)}
          onChange={onChoose ? () => onChoose(choice.value) : undefined}
        />
      ))}
    </div>
  )
}
