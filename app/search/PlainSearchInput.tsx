import { MAX_QUERY_LENGTH } from './max-query-length'

export interface SearchInputProps {
  id: string
  label: string
  defaultValue?: string
  placeholder?: string
  inputClassName?: string
  /** True when the form has its own visible label for the input; otherwise one is given for screen readers. */
  labelled?: boolean
}

/** What the search input and the combobox share: the same name, size and place before and after the page is interactive. */
export function searchInputAttributes({ id, placeholder, inputClassName }: SearchInputProps) {
  return {
    id,
    name: 'q',
    type: 'text',
    enterKeyHint: 'search',
    inputMode: 'search',
    className: inputClassName,
    placeholder,
    maxLength: MAX_QUERY_LENGTH,
  } as const
}

/** The label screen readers get when the form has no visible one. */
export function HiddenSearchLabel({ id, label, labelled = false }: SearchInputProps) {
  return labelled ? null : (
    <label htmlFor={id} className="visually-hidden">
      {label}
    </label>
  )
}

/**
 * The search box before its combobox (SearchCombobox.tsx) is interactive, and without JavaScript: a
 * plain input named `q` in its form, in the box the combobox will have, so nothing moves. The combobox
 * draws the same elements until it is hydrated.
 */
export function PlainSearchInput(props: SearchInputProps) {
  return (
    <div className="combobox">
      <HiddenSearchLabel {...props} />
      <input {...searchInputAttributes(props)} defaultValue={props.defaultValue ?? ''} />
    </div>
  )
}
