import { describe, expect, it } from 'vitest'
import { readableAddress } from './malformed-address.server'
import { readablePath } from './readable-path'

describe('the path as the site reads it', () => {
  it('is the server’s rewritten path for the address the browser keeps as typed', () => {
    for (const typed of ['/articles/%zz', '/%zz', '/services/%E0%A4%A', '//%zz']) {
      const serverPath = readableAddress(typed)
      expect(readablePath(typed)).toBe(serverPath)
      expect(readablePath(serverPath)).toBe(serverPath)
    }
  })

  it('leaves a path that decodes alone', () => {
    expect(readablePath('/articles/caf%C3%A9')).toBe('/articles/caf%C3%A9')
    expect(readablePath('/articles/%EF%BF%BD')).toBe('/articles/%EF%BF%BD')
    expect(readablePath('/')).toBe('/')
  })
})
