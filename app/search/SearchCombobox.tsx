import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useIsHydrated } from '~/lib/hydration/use-is-hydrated'
import { MAX_QUERY_LENGTH } from './max-query-length'
import { HiddenSearchLabel, searchInputAttributes, type SearchInputProps } from './PlainSearchInput'
import { SUGGEST_FROM, type SuggestionsResponse } from './suggestions-response'

/** Wait this long after the last key press before asking for suggestions. */
const TYPING_PAUSE_MS = 150

/**
 * A search input (name "q") that offers matching pages as the visitor types: the WAI-ARIA combobox
 * pattern with a list box. Up and Down move through the suggestions, Enter opens the chosen one (or
 * searches, when none is chosen), Escape closes the list and then clears the box. Before the page is
 * interactive, and without JavaScript, it is a plain search input in its form (as PlainSearchInput draws
 * it); words typed into it then are kept.
 */
export function SearchCombobox(props: SearchInputProps) {
  const { id, defaultValue = '' } = props
  const hydrated = useIsHydrated()
  const plainInput = useRef<HTMLInputElement>(null)
  const [answer, setAnswer] = useState<SuggestionsResponse | undefined>(undefined)
  const navigate = useNavigate()
  const location = useLocation()
  const [value, setValue] = useState(defaultValue)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const listboxId = `${id}-suggestions`
  const hintId = useId()

  const typed = value.replace(/\s+/g, ' ').trim()
  const wanted = typed.length >= SUGGEST_FROM && typed.length <= MAX_QUERY_LENGTH
  const suggestions = wanted && answer?.q === typed ? answer.suggestions : []
  const expanded = open && suggestions.length > 0

  // Suggestions are a nicety: a request that fails or is overtaken by the next key press changes
  // nothing on the page (no error page, the typed text stays); the next one that works shows them.
  useEffect(() => {
    if (!hydrated || !wanted) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetch(`/api/search/suggestions?${new URLSearchParams({ q: typed }).toString()}`, {
        headers: { accept: 'application/json' },
        signal: controller.signal,
      })
        .then(async (response) => (response.ok ? ((await response.json()) as SuggestionsResponse) : undefined))
        .then(
          (received) => {
            if (received?.q === typed) setAnswer(received)
          },
          () => undefined,
        )
    }, TYPING_PAUSE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [hydrated, wanted, typed])

  useEffect(() => {
    setOpen(false)
    setActive(-1)
  }, [location.key])

  // Words typed before the box was interactive are in the input, not in the state: React keeps an input's
  // value as it hydrates, and the combobox's first render would otherwise put the default back.
  useLayoutEffect(() => {
    const typed = plainInput.current?.value
    if (typed !== undefined && typed !== defaultValue) setValue(typed)
  }, []) // eslint-disable-line react-hooks/exhaustive-deps -- once, as the plain input is hydrated

  // A new default (the search page after another search) replaces the words; the first one is already there.
  const [shownDefault, setShownDefault] = useState(defaultValue)
  if (defaultValue !== shownDefault) {
    setShownDefault(defaultValue)
    setValue(defaultValue)
  }

  const choose = (index: number) => {
    const suggestion = suggestions[index]
    if (!suggestion) return
    setOpen(false)
    setActive(-1)
    // A crisis line is a call: the phone's dialler, not a page of the site.
    if (suggestion.href.startsWith('tel:')) window.location.assign(suggestion.href)
    else void navigate(suggestion.href)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return
        event.preventDefault()
        setOpen(true)
        setActive((current) => (!expanded || current >= count - 1 ? 0 : current + 1))
        break
      case 'ArrowUp':
        if (count === 0) return
        event.preventDefault()
        setOpen(true)
        setActive((current) => (!expanded || current <= 0 ? count - 1 : current - 1))
        break
      case 'Enter':
        if (expanded && active >= 0) {
          event.preventDefault()
          choose(active)
        }
        break
      case 'Escape':
        if (expanded) {
          event.preventDefault()
          setOpen(false)
          setActive(-1)
        } else if (value) {
          event.preventDefault()
          setValue('')
        }
        break
      case 'Tab':
        setOpen(false)
        setActive(-1)
        break
    }
  }

  // Until the page is interactive, a plain input (PlainSearchInput's) in the same box the combobox will have,
  // so nothing moves; the same elements, so the input keeps its focus when it becomes the combobox.
  if (!hydrated) {
    return (
      <div className="combobox">
        <HiddenSearchLabel {...props} />
        <input {...searchInputAttributes(props)} ref={plainInput} defaultValue={defaultValue} />
      </div>
    )
  }

  const status =
    !wanted || answer?.q !== typed
      ? ''
      : suggestions.length === 0
        ? 'No suggestions'
        : `${suggestions.length} suggestion${suggestions.length === 1 ? '' : 's'}. Use the up and down arrow keys to choose.`

  return (
    <div className="combobox">
      <HiddenSearchLabel {...props} />
      <input
        {...searchInputAttributes(props)}
        value={value}
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? `${listboxId}-${active}` : undefined}
        aria-describedby={hintId}
        onChange={(event) => {
          setValue(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false)
          setActive(-1)
        }}
        onFocus={() => setOpen(true)}
      />
      <span id={hintId} className="visually-hidden">
        Suggestions appear as you type.
      </span>
      <ul id={listboxId} role="listbox" aria-label="Suggestions" className="combobox__list" hidden={!expanded}>
        {suggestions.map((suggestion, index) => (
          // The keyboard works from the input (aria-activedescendant); the option takes pointer clicks only.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={suggestion.id}
            id={`${listboxId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="combobox__option"
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActive(index)}
            onClick={() => choose(index)}
          >
            <span className="combobox__title">{suggestion.title}</span>
            <span className="combobox__kind">
              {suggestion.kind}
              {suggestion.detail ? ` · ${suggestion.detail}` : ''}
            </span>
          </li>
        ))}
      </ul>
      <div role="status" className="visually-hidden">
        {open ? status : ''}
      </div>
    </div>
  )
}
