import { isRouteErrorResponse } from 'react-router'

export interface ErrorView {
  status: number
  kind: 'not-found' | 'correctable' | 'server'
  /** The heading, and after the status the document title (SPEC 8: '{status} {message}'). */
  message: string
  title: string
  /** What to correct, for a request the visitor can correct. */
  detail: string | null
}

const NOT_FOUND_MESSAGE = /^Page (Not Found|not found): /

/**
 * SPEC 8's texts for an error: 404 'Page Not Found: {path}' when a route found no content (app/shell/
 * errors.ts says which) and 'Page not found: {path}' when nothing matched; a request the visitor can
 * correct (400) says what to correct (docs/decisions/0006-client-errors-say-what-to-correct.md); any
 * other status, React Router's own 405 or 408 among them, is 'Internal Server Error'.
 */
export function errorView(error: unknown, path: string): ErrorView {
  const status = isRouteErrorResponse(error) ? error.status : 500
  const text = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : null
  if (status === 404) {
    const message = text && NOT_FOUND_MESSAGE.test(text) ? text : `Page not found: ${path}`
    return { status, kind: 'not-found', message, title: `404 ${message}`, detail: null }
  }
  if (status === 400 && text) {
    return {
      status,
      kind: 'correctable',
      message: 'There is a problem with this address',
      title: '400 Bad Request',
      detail: text,
    }
  }
  return {
    status,
    kind: 'server',
    message: 'Internal Server Error',
    title: `${status} Internal Server Error`,
    detail: null,
  }
}
