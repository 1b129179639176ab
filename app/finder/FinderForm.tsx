import { Form } from 'react-router'
import type { FinderResult } from './finder'
import { FINDER_PATH, finderHref, type PlaceProblem } from '~/services/finder-query'
import { FacetCheckboxes } from './FacetCheckboxes'
import { FacetSelect } from './FacetSelect'
import { PlaceField } from './PlaceField'
import { Checkbox } from '~/ui/form/Checkbox'
import { Fieldset } from '~/ui/form/Fieldset'
import { Select } from '~/ui/form/Select'
import { TextField } from '~/ui/form/TextField'
import { NearMeButton } from '~/ui/NearMeButton'

export const FINDER_FORM_ID = 'service-finder'
/**
 * Where a search lands: the results (or the error summary). On a phone the site's header and the
 * page's title fill the first screen, so a search goes straight to what it found, the questions one tap above.
 */
export const FINDER_ANSWER_ID = 'finder'

/**
 * The finder's filters as one GET form: it works without JavaScript, and with it React Router keeps the
 * search in the address, so a search can be shared and the back button works. Every option shows how
 * many services it would leave; options that would leave none are not offered.
 */
export function FinderForm({
  result,
  radiiKm,
  placeProblem,
}: {
  result: Pick<FinderResult, 'query' | 'facets'>
  radiiKm: readonly number[]
  placeProblem: PlaceProblem | null
}) {
  const { query, facets } = result
  const place = query.place
  return (
    <Form
      method="get"
      action={`${FINDER_PATH}#${FINDER_ANSWER_ID}`}
      id={FINDER_FORM_ID}
      autoComplete="off"
      className="finder-form"
      aria-label="Filter services"
    >
      <TextField
        id="finder-q"
        name="q"
        type="search"
        label="What do you need help with?"
        hint="For example: help at home, counselling, respite, a service name"
        value={query.keywords ?? ''}
        maxLength={200}
      />

      <Fieldset legend="Where">
        <PlaceField
          id="finder-near"
          value={place?.kind === 'place' ? place.label : ''}
          problem={placeProblem}
          choiceHref={(choice) =>
            finderHref({ ...query, place: { kind: 'place', ...choice }, sort: 'distance', page: 1 })
          }
        />
        <input type="hidden" name="lat" defaultValue={place?.kind === 'coordinates' ? String(place.latitude) : ''} />
        <input type="hidden" name="lng" defaultValue={place?.kind === 'coordinates' ? String(place.longitude) : ''} />
        <NearMeButton />
        <Select
          id="finder-radius"
          name="radius"
          label="Within"
          labelClassName="field__label field__label--small"
          value={String(query.radiusKm)}
          options={radiiKm.map((km) => ({ value: String(km), label: `${km} km` }))}
        />
        <FacetSelect name="state" label="State or territory" facets={facets.states} anyLabel="Anywhere in Australia" />
      </Fieldset>

      <Fieldset legend="Who is the support for?">
        <TextField
          id="finder-age"
          name="age"
          type="number"
          inputMode="numeric"
          min={0}
          max={120}
          label="Their age"
          labelClassName="field__label field__label--small"
          value={query.age === undefined ? '' : String(query.age)}
          width="short"
        />
        <Checkbox
          id="finder-atsi"
          name="atsi"
          label="They are Aboriginal and/or Torres Strait Islander"
          checked={query.atsi}
        />
        <FacetSelect name="audience" label="Who they are" facets={facets.audiences} anyLabel="Anyone" />
      </Fieldset>

      <FacetSelect name="category" label="Type of support" facets={facets.categories} anyLabel="All types" />
      <FacetCheckboxes
        name="support"
        legend={query.category ? 'Narrow it down' : 'Kinds of support'}
        facets={query.category ? facets.supports : []}
      />
      <FacetSelect name="expertise" label="Area of expertise" facets={facets.expertise} anyLabel="Any" />

      <Fieldset legend="Cost and funding" hidden={!facets.noFee && !facets.ndis && !query.noFee && !query.ndis}>
        <Switch name="nofee" label="No fee" checked={query.noFee} count={facets.noFee} />
        <Switch name="ndis" label="I can use my NDIS plan" checked={query.ndis} count={facets.ndis} />
      </Fieldset>

      <FacetCheckboxes name="delivery" legend="How the service is delivered" facets={facets.delivery} />

      <Fieldset
        legend="Opening hours"
        hidden={!facets.openNow && !facets.weekends && !query.openNow && !query.weekends}
      >
        <Switch name="opennow" label="Open now" checked={query.openNow} count={facets.openNow} />
        <Switch name="weekends" label="Open on weekends" checked={query.weekends} count={facets.weekends} />
      </Fieldset>
      <FacetSelect name="cultural" label="Cultural group" facets={facets.culturalGroups} anyLabel="Any" />
      <FacetSelect name="special" label="Especially for" facets={facets.specialGroups} anyLabel="Anyone" />

      {place ? (
        <Select
          id="finder-sort"
          name="sort"
          label="Sort by"
          value={query.sort}
          options={[
            { value: 'distance', label: 'Nearest first' },
            { value: 'title', label: 'Name' },
          ]}
        />
      ) : null}

      <button type="submit" className="button finder-form__submit">
        Show services
      </button>
    </Form>
  )
}

/** A yes-or-no filter with the number of results it would give; one that would give none is not offered (unless it is on). */
function Switch({ name, label, checked, count }: { name: string; label: string; checked: boolean; count: number }) {
  if (!count && !checked) return null
  return <Checkbox id={`finder-${name}`} name={name} label={label} checked={checked} count={count} />
}
