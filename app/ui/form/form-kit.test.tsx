import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Checkbox } from './Checkbox'
import { Checkboxes } from './Checkboxes'
import { ErrorSummary } from './ErrorSummary'
import { Fieldset } from './Fieldset'
import { describedBy } from './ids'
import { Radios } from './Radios'
import { Select } from './Select'
import { TextField } from './TextField'

describe('the field kit', () => {
  it('names the hint and the error in aria-describedby only when they are shown', () => {
    expect(describedBy('f', {})).toBeUndefined()
    expect(describedBy('f', { hint: true })).toBe('f-hint')
    expect(describedBy('f', { hint: true, error: true })).toBe('f-hint f-error')
  })

  it('a text field with an error: label, hint, message and an invalid control described by both', () => {
    const html = renderToStaticMarkup(
      <TextField
        id="booking-contactName"
        name="contactName"
        label="Your name"
        hint="Your own name."
        value="Al"
        error="Enter your name"
      />,
    )
    expect(html).toContain(
      '<div class="field field--error"><label for="booking-contactName" class="field__label">Your name</label>',
    )
    expect(html).toContain('<p id="booking-contactName-hint" class="field__hint">Your own name.</p>')
    expect(html).toContain(
      '<p id="booking-contactName-error" class="field__error"><span class="visually-hidden">Error:</span> Enter your name</p>',
    )
    expect(html).toContain('name="contactName"')
    expect(html).toContain('aria-describedby="booking-contactName-hint booking-contactName-error" aria-invalid="true"')
  })

  it('a filter: checkboxes with counts and a hint under a full-size legend, and a single checkbox with its count', () => {
    const boxes = renderToStaticMarkup(
      <Checkboxes
        id="finder-delivery"
        name="delivery"
        legend="How the service is delivered"
        legendClassName="field__label"
        hint="Choose any."
        choices={[
          { value: 'online', label: 'Online', count: 12 },
          { value: 'at-home', label: 'At home', count: 0 },
        ]}
        values={['at-home']}
      />,
    )
    expect(boxes).toContain(
      '<fieldset class="field fieldset" aria-describedby="finder-delivery-hint"><legend class="field__label">How the service is delivered</legend>',
    )
    expect(boxes).toContain('<label for="finder-delivery">Online <span class="count">(12)</span></label>')
    expect(boxes).toContain('<label for="finder-delivery-at-home">At home</label>')
    expect(boxes).toContain('id="finder-delivery-at-home" name="delivery" checked="" value="at-home"')
    const box = renderToStaticMarkup(
      <Checkbox id="finder-nofee" name="nofee" label="No fee" checked={false} count={7} />,
    )
    expect(box).toBe(
      '<div class="checkbox field__choice"><input type="checkbox" id="finder-nofee" name="nofee" value="1"/><label for="finder-nofee">No fee <span class="count">(7)</span></label></div>',
    )
  })

  it('a select: its label, the chosen option, and a control described by its hint and error', () => {
    const options = [
      { value: '', label: 'Choose a location' },
      { value: 'loc-1', label: 'Parramatta, NSW' },
    ]
    const html = renderToStaticMarkup(
      <Select
        id="booking-locationId"
        name="locationId"
        label="Which location?"
        hint="If you chose one."
        error="Choose a location"
        value="loc-1"
        options={options}
      />,
    )
    expect(html).toContain(
      '<div class="field field--error"><label for="booking-locationId" class="field__label">Which location?</label>',
    )
    expect(html).toContain(
      '<select id="booking-locationId" name="locationId" class="field__control" aria-describedby="booking-locationId-hint booking-locationId-error" aria-invalid="true">',
    )
    expect(html).toContain('<option value="loc-1" selected="">Parramatta, NSW</option>')
    expect(html).toContain('<option value="">Choose a location</option>')
    const plain = renderToStaticMarkup(
      <Select id="finder-sort" label="Sort by" value="title" options={[{ value: 'title', label: 'Name' }]} />,
    )
    expect(plain).toContain('<select id="finder-sort" name="finder-sort" class="field__control">')
  })

  it('a fieldset: a legend over its fields, and with an id, its error named in aria-describedby', () => {
    const plain = renderToStaticMarkup(
      <Fieldset legend="Where" hidden>
        <p>fields</p>
      </Fieldset>,
    )
    expect(plain).toBe(
      '<fieldset class="field fieldset" hidden=""><legend class="field__label">Where</legend><p>fields</p></fieldset>',
    )
    const wrong = renderToStaticMarkup(
      <Fieldset
        id="booking-consent"
        legend="Can we contact you?"
        legendClassName="field__label field__legend"
        error="Tick the box"
        group
      >
        <p>box</p>
      </Fieldset>,
    )
    expect(wrong).toContain(
      '<fieldset class="field fieldset field--group field--error" aria-describedby="booking-consent-error"><legend class="field__label field__legend">Can we contact you?</legend>',
    )
    expect(wrong).toContain(
      '<p id="booking-consent-error" class="field__error"><span class="visually-hidden">Error:</span> Tick the box</p><p>box</p></fieldset>',
    )
  })

  it('radios and checkboxes: the first choice carries the group id (the summary links to it), the others id-value', () => {
    const choices = [
      { value: 'me', label: 'Me' },
      { value: 'someone-else', label: 'Someone else' },
    ]
    const radios = renderToStaticMarkup(
      <Radios id="q-for" name="for" legend="Who?" choices={choices} value="someone-else" error={undefined} />,
    )
    expect(radios).toContain('<legend class="field__label field__legend">Who?</legend>')
    expect(radios).toContain('id="q-for" name="for" value="me"')
    expect(radios).toContain('id="q-for-someone-else" name="for" checked="" value="someone-else"')
    const boxes = renderToStaticMarkup(
      <Checkboxes id="q-days" name="days" legend="Days" choices={choices} values={[]} error="Choose a day" inline />,
    )
    expect(boxes).toContain('aria-describedby="q-days-error"')
    expect(boxes).toContain('class="checkboxes checkboxes--inline"')
  })

  it('the error summary: nothing without problems; a focusable container around a role="alert" named by its title', () => {
    expect(renderToStaticMarkup(<ErrorSummary errors={[]} />)).toBe('')
    const html = renderToStaticMarkup(
      <ErrorSummary problem="Please wait a minute." errors={[{ fieldId: 'finder-near', message: 'Enter a suburb' }]} />,
    )
    expect(html).toMatch(
      /^<div class="error-summary" tabindex="-1"[^>]*><div role="alert" aria-labelledby="error-summary-title"><h2 id="error-summary-title"/,
    )
    expect(html).toContain('<p>Please wait a minute.</p>')
    expect(html).toContain('<a href="#finder-near">Enter a suburb</a>')
  })
})
