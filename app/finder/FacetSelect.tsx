import { Select } from '~/ui/form/Select'
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
    <Select
      id={`finder-${name}`}
      name={name}
      label={label}
      value={selected}
      options={[
        { value: '', label: anyLabel },
        ...offered.map((facet) => ({
          value: facet.value,
          label: `${facet.label}${facet.count ? ` (${facet.count})` : ''}`,
        })),
      ]}
    />
  )
}
