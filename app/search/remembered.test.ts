import { describe, expect, it } from 'vitest'
import { matchesKey, RememberedMatches } from './remembered'
import { Matches } from './word-matches'

describe('remembered matches', () => {
  it('keep words, alternatives and groups apart: no key of one kind equals a key of another', () => {
    const awkward = ['help', '+help', '=help', '!help', '[1]help', '{help}', '}', '[', '…', '']
    const kinds = [
      awkward.flatMap((word) => [
        matchesKey.word(word, { prefix: true, exact: false }),
        matchesKey.word(word, { prefix: false, exact: false }),
        matchesKey.word(word, { prefix: false, exact: true }),
      ]),
      awkward.flatMap((word) => [
        matchesKey.alternative({ words: [word], weight: 1 }),
        matchesKey.alternative({ words: [word, word], weight: 0.8 }),
        matchesKey.alternative({ words: [word], weight: 1, unfinished: true }),
      ]),
      awkward.map((key) => matchesKey.group({ key, alternatives: [], required: true })),
    ]
    for (const [kind, keys] of kinds.entries()) {
      for (const [other, otherKeys] of kinds.entries())
        if (other !== kind) for (const key of keys) expect(otherKeys, key).not.toContain(key)
    }
    // Within a kind, what is looked up differently is remembered apart.
    expect(new Set(kinds[0]).size).toBe(kinds[0]!.length)
    expect(new Set(kinds[1]).size).toBe(kinds[1]!.length)
  })

  it('are remembered only by keys made for them', () => {
    const memory = new RememberedMatches(100)
    memory.set(matchesKey.word('help', { prefix: true, exact: false }), Matches.NONE)
    expect(memory.get(matchesKey.word('help', { prefix: true, exact: false }))).toBe(Matches.NONE)
    expect(memory.get(matchesKey.word('help', { prefix: false, exact: false }))).toBeUndefined()
    // @ts-expect-error: a plain string is not a key
    expect(memory.get('+help')).toBe(Matches.NONE)
  })

  it('remember nothing when they may hold no documents', () => {
    const memory = new RememberedMatches(0)
    memory.set(matchesKey.group({ key: 'help', alternatives: [], required: true }), Matches.NONE)
    expect(memory.get(matchesKey.group({ key: 'help', alternatives: [], required: true }))).toBeUndefined()
  })
})
