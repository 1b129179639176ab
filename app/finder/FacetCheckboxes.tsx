import { Checkboxes } from '~/ui/form/Checkboxes'
import type { FacetCount } from '~/services/facets'

interface Props {
  name: string
  legend: string
  facets: FacetCount[]
  hint?: string
}

/** A several-choice filter as a group of checkboxes, each with its count; options that would give no results are left out. */
export function FacetCheckboxes({ name, legend, facets, hint }: Props) {
  const offered = facets.filter((facet) => facet.count > 0 || facet.selected)
  if (!offered.length) return null
  return (
    <Checkboxes
      id={`finder-${name}`}
      name={name}
      legend={legend}
      legendClassName="field__label"
      hint={hint}
      choices={offered.map((facet) => ({ value: facet.value, label: facet.label, count: facet.count }))}
      values={offered.filter((facet) => facet.selected).map((facet) => facet.value)}
    />
  )
}
