import { describe, expect, it } from 'vitest'
import { isOwnErrorEvent, isOwnRejection } from './error-origin'

const ORIGIN = 'https://www.altogether.example'

function errorWithStack(stack: string): Error {
  const error = new Error('boom')
  error.stack = stack
  return error
}

describe('whose error it is', () => {
  it('counts a script error from the site’s own files', () => {
    expect(isOwnErrorEvent({ error: new Error('x'), filename: `${ORIGIN}/assets/shell-abc.js` }, ORIGIN)).toBe(true)
  })

  it('leaves script errors from other sites, extensions, and opaque cross-origin "Script error." alone', () => {
    expect(isOwnErrorEvent({ error: new Error('x'), filename: 'https://tags.example/gtm.js' }, ORIGIN)).toBe(false)
    expect(isOwnErrorEvent({ error: new Error('x'), filename: 'chrome-extension://abcdef/content.js' }, ORIGIN)).toBe(
      false,
    )
    expect(isOwnErrorEvent({ error: null, filename: '' }, ORIGIN)).toBe(false)
  })

  it('counts a rejection thrown in the site’s own code, by the frame that threw', () => {
    const ours = errorWithStack(
      `TypeError: x is undefined\n    at load (${ORIGIN}/assets/route-abc.js:1:200)\n    at https://tags.example/gtm.js:3:4`,
    )
    expect(isOwnRejection(ours, ORIGIN)).toBe(true)
  })

  it('leaves rejections from other sites’ scripts and extensions, and reasons with no stack, alone', () => {
    expect(
      isOwnRejection(
        errorWithStack(
          `Error: nope\n    at https://tags.example/gtm.js:3:4\n    at ${ORIGIN}/assets/route-abc.js:1:200`,
        ),
        ORIGIN,
      ),
    ).toBe(false)
    expect(isOwnRejection(errorWithStack('Error: nope\n    at chrome-extension://abcdef/content.js:9:1'), ORIGIN)).toBe(
      false,
    )
    expect(isOwnRejection(errorWithStack('TypeError: Failed to fetch'), ORIGIN)).toBe(false)
    expect(isOwnRejection('a rejected string', ORIGIN)).toBe(false)
    expect(isOwnRejection(undefined, ORIGIN)).toBe(false)
  })
})
