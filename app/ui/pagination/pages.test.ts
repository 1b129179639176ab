import { describe, expect, it } from 'vitest'
import { pageCountOf, paginate, parsePageNumber } from './pages'

describe('the one paginator', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['1', 1],
    ['42', 42],
    ['999999', 999999],
    ['1000000', undefined],
    ['0', undefined],
    ['01', undefined],
    ['-1', undefined],
    ['2.5', undefined],
    ['two', undefined],
  ])('reads ?page=%s as %s', (value, page) => {
    expect(parsePageNumber(value)).toBe(page)
  })

  it('cuts pages, counts an empty list as one page, and refuses a page past the last', () => {
    const items = Array.from({ length: 25 }, (_, index) => index)
    expect(paginate(items, 3, 10)).toEqual({ items: [20, 21, 22, 23, 24], page: 3, pageCount: 3 })
    expect(paginate(items, 4, 10)).toBeUndefined()
    expect(paginate([], 1, 10)).toEqual({ items: [], page: 1, pageCount: 1 })
    expect(pageCountOf(0, 10)).toBe(1)
    expect(pageCountOf(30, 10)).toBe(3)
  })
})
