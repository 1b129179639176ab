import { data } from 'react-router'
import { describe, expect, it } from 'vitest'
import { errorView } from './error-view'

/** What React Router's boundary receives for a thrown data() response. */
function thrown(body: unknown, status: number) {
  const response = data(body, { status })
  return { status: response.init?.status ?? status, statusText: '', internal: false, data: response.data }
}

describe('the error page’s texts (SPEC 8)', () => {
  it('says a route found no content, with the path', () => {
    const view = errorView(thrown('Page Not Found: /articles/gone', 404), '/articles/gone')
    expect(view).toMatchObject({
      status: 404,
      message: 'Page Not Found: /articles/gone',
      title: '404 Page Not Found: /articles/gone',
    })
  })

  it('says nothing matched, with the path, whatever the router put in the error', () => {
    expect(errorView(thrown('Page not found: /a/b', 404), '/a/b').title).toBe('404 Page not found: /a/b')
    expect(errorView(thrown('Error: No route matches URL "/x"', 404), '/x').message).toBe('Page not found: /x')
  })

  it('says what to correct in a request the visitor can correct', () => {
    expect(
      errorView(thrown('The page number must be a whole number, starting from 1.', 400), '/articles'),
    ).toMatchObject({
      message: 'There is a problem with this address',
      title: '400 Bad Request',
      detail: 'The page number must be a whole number, starting from 1.',
    })
  })

  it.each([405, 408, 413, 500, 503])('calls any other status (%i) an Internal Server Error', (status) => {
    expect(errorView(thrown('Method Not Allowed: internal detail', status), '/')).toMatchObject({
      message: 'Internal Server Error',
      title: `${status} Internal Server Error`,
      detail: null,
    })
  })

  it('calls an error thrown while rendering a 500', () => {
    expect(errorView(new Error('boom'), '/')).toMatchObject({ status: 500, title: '500 Internal Server Error' })
  })
})
