import { describe, expect, it } from 'vitest'
import { readableAddress, unreadableRequest } from './malformed-address.server'

describe('requests React Router cannot read', () => {
  it('finds a broken percent-encoding and the methods the Fetch API refuses', () => {
    expect(unreadableRequest('GET', '/articles/%zz')).toBe('malformed-address')
    expect(unreadableRequest('GET', '/%E0%A4%A')).toBe('malformed-address')
    expect(unreadableRequest('TRACE', '/')).toBe('unsupported-method')
    expect(unreadableRequest('track', '/')).toBe('unsupported-method')
    expect(unreadableRequest('GET', '/articles/caf%C3%A9')).toBeNull()
    expect(unreadableRequest('PUT', '/')).toBeNull()
  })

  it('writes a broken address so that it can be decoded twice over, leaving the query string alone', () => {
    expect(readableAddress('/articles/%zz?q=%20a')).toBe('/articles/%EF%BF%BDzz?q=%20a')
    expect(decodeURIComponent(decodeURIComponent(readableAddress('/%E0%A4%A')))).toBe('/\uFFFDE0\uFFFDA4\uFFFDA')
  })
})
