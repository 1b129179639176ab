import type { FacetCount } from '../facets'

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
    <fieldset className="field fieldset">
      <legend className="field__label">{legend}</legend>
      {hint ? <p className="field__hint">{hint}</p> : null}
      <ul role="list" className="checkboxes">
        {offered.map((facet) => {
          const id = `finder-${name}-${facet.value}`
          return (
            <li key={facet.value} className="checkbox">
              <input type="checkbox" id={id} name={name} value={facet.value} defaultChecked={facet.selected} />
              <label htmlFor={id}>
                {facet.label} {facet.count ? <span className="count">({facet.count})</span> : null}
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
