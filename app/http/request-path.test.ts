import { describe, expect, it } from 'vitest'
import { visitorPath, visitorSearch } from './request-path'

describe('the path a visitor asked for', () => {
  it('is the same for a page load and for a client navigation', () => {
    expect(visitorPath(new Request('http://x/about-us'))).toBe('/about-us')
    expect(visitorPath(new Request('http://x/about-us.data?_routes=routes%2Fcontent-page'))).toBe('/about-us')
    expect(visitorPath(new Request('http://x/_root.data'))).toBe('/')
    expect(visitorSearch(new Request('http://x/articles.data?page=2&_routes=routes%2Farticles'))).toBe('?page=2')
    expect(visitorSearch(new Request('http://x/articles'))).toBe('')
  })
})
