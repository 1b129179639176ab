import { describe, expect, it } from 'vitest'
import { notFoundSearchWords } from './not-found-words'

describe("the 404 page's search words", () => {
  it("are the old path's words, without its family, dates, numbers or file ending", () => {
    expect(notFoundSearchWords('/story/amiras-family-settles-in')).toBe('amiras family settles in')
    expect(notFoundSearchWords('/Service/Computer-Classes-For-Seniors/')).toBe('computer classes for seniors')
    expect(notFoundSearchWords('/news/2021/03/new_centre-opens')).toBe('new centre opens')
    expect(notFoundSearchWords('/wp-content/uploads/2020/06/Annual-Report.pdf')).toBe('annual report')
    expect(notFoundSearchWords('/care%20at%20home')).toBe('care at home')
  })

  it('are empty for a path with no words, and never more than eight', () => {
    expect(notFoundSearchWords('/404')).toBe('')
    expect(notFoundSearchWords('/')).toBe('')
    expect(notFoundSearchWords('/%E0%A4%A')).toBe('e0 a4 a')
    expect(notFoundSearchWords('/a-b-c-d-e-f-g-h-i-j').split(' ')).toHaveLength(8)
  })
})
