import { describe, expect, it } from 'vitest'
import { SUPPORT_PHRASINGS } from '../../../dataset/generator/support-phrasings'
import { NEED_QUERIES } from './needs'
import { SECOND_NEED_QUERIES } from './needs-second'
import { THIRD_NEED_QUERIES } from './needs-third'

const STOP = new Set(
  'a an the and or to of for in on at my me i im is it be with her his he she we our your you get got need want help someone some'.split(
    ' ',
  ),
)
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !STOP.has(word))
const threes = (words: string[]) =>
  new Set(words.slice(0, Math.max(0, words.length - 2)).map((_, at) => words.slice(at, at + 3).join(' ')))

/**
 * The relevance bench's needs are held out from what the classifier learns: no phrasing in the
 * bundled dataset may be a near copy of one (half its words the same, or three words in a row).
 * A phrasing that is: reword it or leave it out, never the other way round.
 */
describe('the held-out needs', () => {
  it('share no near copies with the phrasings the classifier learns from', () => {
    const held = [...NEED_QUERIES, ...SECOND_NEED_QUERIES, ...THIRD_NEED_QUERIES].map((need) =>
      wordsOf(need.place ? need.query.replace(need.place, ' ') : need.query),
    )
    const copies = Object.values(SUPPORT_PHRASINGS)
      .flat()
      .filter((phrasing) => {
        const words = wordsOf(phrasing)
        const mine = new Set(words)
        return held.some((other) => {
          const theirs = new Set(other)
          const shared = [...mine].filter((word) => theirs.has(word)).length
          const sharedThree = [...threes(words)].some((three) => threes(other).has(three))
          return shared / new Set([...mine, ...theirs]).size >= 0.5 || sharedThree
        })
      })
    expect(copies).toEqual([])
  })
})
