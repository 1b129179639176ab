import type { HeadersFunction } from 'react-router'

/** A form page's headers: its action's Retry-After (429, 503) and Allow (405) pass through. */
export const actionHeaders: HeadersFunction = ({ actionHeaders: fromAction }) => {
  const headers = new Headers()
  for (const name of ['Retry-After', 'Allow']) {
    const value = fromAction.get(name)
    if (value) headers.set(name, value)
  }
  return headers
}
