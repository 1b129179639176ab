import { Form, Link } from 'react-router'
import type { PlaceProblem } from '~/services/finder-query'
import { PlaceField } from '~/finder/PlaceField'
import type { Option } from '~/services/services-index'
import { NearMeButton } from '~/ui/NearMeButton'
import { Checkbox } from '~/ui/form/Checkbox'
import { Fieldset } from '~/ui/form/Fieldset'
import { Select } from '~/ui/form/Select'

export interface LocationsSearchValues {
  state: string | undefined
  /** The suburb or postcode searched near, as the gazetteer names it. */
  near: string
  /** The visitor's own (rounded) position, when they chose 'Use my location'. */
  coordinates: { latitude: number; longitude: number } | null
  openNow: boolean
  weekends: boolean
}

/** A GET form: every choice lives in the address, and it works with JavaScript off. */
export function LocationsSearchForm({
  path,
  states,
  values,
  placeProblem,
}: {
  path: string
  states: Option[]
  values: LocationsSearchValues
  placeProblem: PlaceProblem | null
}) {
  const chosen = values.state || values.near || values.coordinates || values.openNow || values.weekends || placeProblem
  const choiceHref = (choice: { name: string }) =>
    `${path}?${new URLSearchParams({ ...(values.state ? { state: values.state } : {}), near: choice.name })}`
  return (
    <Form
      method="get"
      action={path}
      autoComplete="off"
      role="search"
      aria-label="Find a location"
      className="locations-search"
    >
      <Select
        id="locations-state"
        name="state"
        label="State or territory"
        className="locations-search__field"
        labelClassName="locations-search__label"
        value={values.state ?? ''}
        options={[{ value: '', label: 'All states and territories' }, ...states]}
      />
      <PlaceField
        id="locations-near"
        value={values.near}
        problem={placeProblem}
        choiceHref={choiceHref}
        classNames={{
          field: 'locations-search__field',
          label: 'locations-search__label',
          hint: 'locations-search__hint',
        }}
      />
      {values.coordinates && !values.near ? (
        <>
          <input type="hidden" name="lat" value={values.coordinates.latitude} />
          <input type="hidden" name="lng" value={values.coordinates.longitude} />
        </>
      ) : null}
      <Fieldset legend="Opening hours" className="locations-search__opening" legendClassName="locations-search__label">
        <Checkbox id="locations-open-now" name="opennow" label="Open now" checked={values.openNow} />
        <Checkbox id="locations-weekends" name="weekends" label="Open on weekends" checked={values.weekends} />
      </Fieldset>
      <div className="button-row locations-search__actions">
        <button type="submit" className="button">
          Find locations
        </button>
        <NearMeButton />
        {chosen ? <Link to={path}>Show all locations</Link> : null}
      </div>
    </Form>
  )
}
