import type { FacetCount } from '../facets'

interface Props {
  name: string
  label: string
  facets: FacetCount[]
  anyLabel: string
}

/** A single-choice filter: each option says how many results it would give; options that give none are disabled. */
export function FacetSelect({ name, label, facets, anyLabel }: Props) {
  const selected = facets.find((facet) => facet.selected)?.value ?? ''
  return (
    <div className="field">
      <label htmlFor={`finder-${name}`} className="field__label">
        {label}
      </label>
      <select id={`finder-${name}`} name={name} defaultValue={selected} className="field__control">
        <option value="">{anyLabel}</option>
        {facets.map((facet) => (
          <option key={facet.value} value={facet.value} disabled={facet.count === 0 && !facet.selected}>
            {`${facet.label} (${facet.count})`}
          </option>
        ))}
      </select>
    </div>
  )
}
