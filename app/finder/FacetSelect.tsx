import { Field } from '~/ui/form/Field'
import type { FacetCount } from '~/services/facets'

interface Props {
  name: string
  label: string
  facets: FacetCount[]
  anyLabel: string
}

/** A single-choice filter: each option says how many results it would give; options that would give none are left out. */
export function FacetSelect({ name, label, facets, anyLabel }: Props) {
  const selected = facets.find((facet) => facet.selected)?.value ?? ''
  const offered = facets.filter((facet) => facet.count > 0 || facet.selected)
  if (!offered.length) return null
  return (
    <Field id={`finder-${name}`} label={label}>
      {(described) => (
        <select id={`finder-${name}`} name={name} defaultValue={selected} className="field__control" {...described}>
          <option value="">{anyLabel}</option>
          {offered.map((facet) => (
            <option key={facet.value} value={facet.value}>
              {`${facet.label}${facet.count ? ` (${facet.count})` : ''}`}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
