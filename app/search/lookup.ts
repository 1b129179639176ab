import { matchesKey, type RememberedMatches } from './remembered'
import type { Alternative, WordGroup } from './visitor-query'
import { type Matches, MatchesBuilder, type WordIndex } from './word-matches'

/** Words of three letters or more also find longer words that start with them ("counsel" finds "counselling"). */
const PREFIX_FROM = 3

/**
 * A query's matches, looked up a step at a time: a group's (the best of its alternatives for each
 * document), an alternative's (the documents with every one of its words) and a word's. A word's
 * lookup is one step, and the longest for the commonest words (decision 0032 has the figures). Words'
 * and groups' matches are remembered (`memory`), and so are alternatives' that are looked up on their
 * own.
 */
export class MatchesLookup {
  private readonly words: WordIndex
  private readonly documentCount: number
  private readonly memory: RememberedMatches

  constructor(words: WordIndex, documentCount: number, memory: RememberedMatches) {
    this.words = words
    this.documentCount = documentCount
    this.memory = memory
  }

  /** A group's matches: the best of its alternatives for each document. A step for each alternative. */
  *group(group: WordGroup): Generator<void, Matches> {
    if (group.alternatives.length === 1) return yield* this.alternative(group.alternatives[0]!)
    const key = matchesKey.group(group)
    let matches = this.memory.get(key)
    if (!matches) {
      const best = new MatchesBuilder(this.documentCount)
      // Each document's entry + 1 in `best` (0: none yet).
      const entries = new Int32Array(this.documentCount)
      // The alternatives' own matches are not kept: the group's are, and each word's.
      for (const alternative of group.alternatives) {
        const found = yield* this.alternative(alternative, false)
        for (let entry = 0; entry < found.size; entry++) {
          const id = found.documents[entry]!
          const score = found.scores[entry]!
          const known = entries[id]! - 1
          if (known < 0) {
            best.add(id, score, found.terms[entry]!, found.words[entry]!, found.named[entry] === 1)
            entries[id] = best.size
          } else if (best.scores[known]! < score) {
            best.replace(known, score, found.terms[entry]!, found.words[entry]!, found.named[entry] === 1)
          }
        }
        yield
      }
      matches = best.done(this.documentCount)
      this.memory.set(key, matches)
    }
    return matches
  }

  /**
   * The documents with every word of an alternative, each scored by the sum of its words' scores
   * times the alternative's weight. Each word is looked up in steps of its own, with a step after each.
   */
  private *alternative(alternative: Alternative, remember = true): Generator<void, Matches> {
    const { words, weight, unfinished = false } = alternative
    // What a visitor's word stands for is written out in full: matched as it is, which costs less than a prefix.
    const exact = weight < 1
    const perWord: Matches[] = []
    for (const [index, word] of words.entries()) {
      perWord.push(this.word(word, unfinished && index === words.length - 1, exact))
      yield
    }
    if (perWord.length === 1 && weight === 1) return perWord[0]!
    const key = matchesKey.alternative(alternative)
    let matches = remember ? this.memory.get(key) : undefined
    if (!matches) {
      const [smallest, ...others] = [...perWord].sort((a, b) => a.size - b.size)
      const kept = new MatchesBuilder(smallest?.size ?? 0)
      // Documents share their lists of matched words: a list of two is made once for each pair of lists.
      const joined = new Map<string[], Map<string[], string[]>>()
      const join = (first: string[], second: string[]): string[] => {
        let withFirst = joined.get(first)
        if (!withFirst) joined.set(first, (withFirst = new Map<string[], string[]>()))
        let both = withFirst.get(second)
        if (!both) withFirst.set(second, (both = [...first, ...second]))
        return both
      }
      for (let entry = 0; entry < (smallest?.size ?? 0); entry++) {
        const id = smallest!.documents[entry]!
        let score = smallest!.scores[entry]!
        let terms = smallest!.terms[entry]!
        let named = smallest!.named[entry] === 1
        let every = true
        for (const other of others) {
          const at = other.entryOf(id)
          if (at < 0) {
            every = false
            break
          }
          score += other.scores[at]!
          terms = join(terms, other.terms[at]!)
          named ||= other.named[at] === 1
        }
        if (every) kept.add(id, score * weight, terms, words.length, named)
      }
      matches = kept.done(this.documentCount)
      if (remember) this.memory.set(key, matches)
    }
    return matches
  }

  /** One word's matches: exact, or with prefix and typo tolerance (word-matches.ts). */
  private word(word: string, unfinished: boolean, exact: boolean): Matches {
    const lookUp = { prefix: !exact && (word.length >= PREFIX_FROM || (unfinished && word.length >= 2)), exact }
    const key = matchesKey.word(word, lookUp)
    let matches = this.memory.get(key)
    if (!matches) {
      matches = this.words.matches(word, lookUp)
      this.memory.set(key, matches)
    }
    return matches
  }
}
