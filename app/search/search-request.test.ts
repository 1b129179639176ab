import { describe, expect, it } from 'vitest'
import { MAX_QUERY_LENGTH, parseSearchRequest, searchHref } from './search-request'

const parse = (query: string) => parseSearchRequest(new URLSearchParams(query))

describe('parseSearchRequest', () => {
  it('reads the words, the kind and the page, tidying spaces', () => {
    expect(parse('q=%20help%20%20at%20home%20&type=services&page=2')).toEqual({
      ok: true,
      request: { q: 'help at home', type: 'services', page: 2, wordsOnly: false },
    })
    expect(parse('')).toEqual({ ok: true, request: { q: '', type: null, page: 1, wordsOnly: false } })
  })

  it('explains what is wrong with a search it cannot run', () => {
    expect(parse(`q=${'a'.repeat(MAX_QUERY_LENGTH + 1)}`)).toMatchObject({
      ok: false,
      problem: 'Your search is too long. Use 200 characters or fewer.',
    })
    expect(parse('q=x&type=people')).toMatchObject({
      ok: false,
      q: 'x',
      problem: 'We do not have that kind of result. Choose one from the list, or search everything.',
    })
    expect(parse('q=x&page=0')).toMatchObject({
      ok: false,
      problem: 'The page number must be a whole number, starting from 1.',
    })
    expect(parse('q=x&page=two')).toMatchObject({ ok: false })
    expect(parse('q=x&reading=on')).toMatchObject({
      ok: false,
      problem: 'The reading of your words can only be turned off (reading=off), to search for your words only.',
    })
  })

  it('reads reading=off as a search for the words only', () => {
    expect(parse('q=scared%20at%20home&reading=off')).toEqual({
      ok: true,
      request: { q: 'scared at home', type: null, page: 1, wordsOnly: true },
    })
  })
})

describe('searchHref', () => {
  it('leaves defaults out of the address', () => {
    expect(searchHref({ q: 'help at home' })).toBe('/search?q=help+at+home')
    expect(searchHref({ q: 'respite', type: 'services', page: 3 })).toBe('/search?q=respite&type=services&page=3')
    expect(searchHref({ q: 'respite', wordsOnly: true })).toBe('/search?q=respite&reading=off')
  })
})
