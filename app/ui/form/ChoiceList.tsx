/** One answer of a group of radios or checkboxes. */
export interface Choice {
  value: string
  label: string
  /** How many results the choice would give (a filter's count), shown after the label when above 0. */
  count?: number
}

/** A choice's label, with its count in brackets when it has one. */
export function ChoiceLabel({ label, count }: { label: string; count?: number | undefined }) {
  return (
    <>
      {label} {count ? <span className="count">({count})</span> : null}
    </>
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
      {choices.map((choice, index) => {
        const choiceId = index === 0 ? id : `${id}-${choice.value}`
        return (
          <div className="checkbox field__choice" key={choice.value}>
            <input
              type={type}
              id={choiceId}
              name={name}
              value={choice.value}
              defaultChecked={checked.includes(choice.value)}
              onChange={onChoose ? () => onChoose(choice.value) : undefined}
            />
            <label htmlFor={choiceId}>
              <ChoiceLabel label={choice.label} count={choice.count} />
            </label>
          </div>
        )
      })}
    </div>
  )
}
