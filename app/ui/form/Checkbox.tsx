import { ChoiceLabel } from './ChoiceList'

/** A single yes-or-no checkbox (sent as `value` when ticked), with an optional count after its label. */
export function Checkbox({ id, name, label, checked, count, value = '1' }: { id: string; name: string; label: string; checked: boolean; count?: number; value?: string }) {
  return (
    <div className="checkbox field__choice">
      <input type="checkbox" id={id} name={name} value={value} defaultChecked={checked} />
      <label htmlFor={id}>
        <ChoiceLabel label={label} count={count} />
      </label>
    </div>
  )
}
