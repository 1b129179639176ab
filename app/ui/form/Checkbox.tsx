import { ChoiceItem } from './ChoiceList'

/** A single yes-or-no checkbox (sent as `value` when ticked), with an optional count after its label. */
export function Checkbox({
  id,
  name,
  label,
  checked,
  count,
  value = '1',
}: {
  id: string
  name: string
  label: string
  checked: boolean
  count?: number
  value?: string
}) {
  return <ChoiceItem type="checkbox" id={id} name={name} value={value} label={label} count={count} checked={checked} />
}
