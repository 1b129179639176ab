import { describe, expect, it } from 'vitest'
import { pageOf } from './page'

const items = Array.from({ length: 7 }, (_, number) => number)

describe('pageOf', () => {
  it('splits a list into pages that add up to the whole', () => {
    const pages = [1, 2, 3].map((page) => pageOf(items, { page, perPage: 3 }))
    const contents = pages.flatMap((answer) => (answer.ok ? answer.page.contents : []))
    expect(contents).toEqual(items)
    expect(pages[0]).toEqual({ ok: true, page: { total_items: 7, total_pages: 3, page_number: 1, size: 3, first_page: true, last_page: false, empty: false, contents: [0, 1, 2] } })
    expect(pages[2]).toMatchObject({ ok: true, page: { page_number: 3, size: 1, first_page: false, last_page: true } })
  })

  it('reports a page past the last one', () => {
    expect(pageOf(items, { page: 4, perPage: 3 })).toEqual({ ok: false, message: 'page must be from 1 to 3: there are 3 pages of results.' })
  })

  it('gives an empty list one empty page', () => {
    expect(pageOf([], { page: 1, perPage: 50 })).toEqual({
      ok: true,
      page: { total_items: 0, total_pages: 1, page_number: 1, size: 0, first_page: true, last_page: true, empty: true, contents: [] },
    })
    expect(pageOf([], { page: 2, perPage: 50 })).toEqual({ ok: false, message: 'page must be from 1 to 1: there is 1 page of results.' })
  })
})
