import { LRUCache } from 'lru-cache'
import type { RankedResults } from './results'
import type { Alternative, VisitorQuery, WordGroup } from './visitor-query'
import type { Matches, WordLookUp } from './word-matches'

declare const matchesKeyBrand: unique symbol

/**
 * What a word's, an alternative's or a group's matches are remembered by: made only by `matchesKey`,
 * so that a key of one kind can never be taken for a key of another. The three kinds share one memory
 * (RememberedMatches), and each starts with characters of its own:
 *
 * | kind        | key                                                      | example                |
 * | ----------- | -------------------------------------------------------- | ---------------------- |
 * | word        | `+` with longer words, `=` the word, `!` exactly; the word | `+counsel`, `!respite` |
 * | alternative | `[` its weight, `…` when unfinished, `]`; its words       | `[0.8]family violence` |
 * | group       | `{` the group's key `}`                                   | `{dv}`                 |
 */
export type MatchesKey = string & { readonly [matchesKeyBrand]: true }

export const matchesKey = {
  word(word: string, { prefix, exact }: WordLookUp): MatchesKey {
    return `${exact ? '!' : prefix ? '+' : '='}${word}` as MatchesKey
  },
  alternative({ words, weight, unfinished = false }: Alternative): MatchesKey {
    return `[${weight}${unfinished ? '…' : ''}]${words.join(' ')}` as MatchesKey
  },
  group(group: WordGroup): MatchesKey {
    return `{${group.key}}` as MatchesKey
  },
}

/**
 * Matches of words, alternatives and groups that recent queries looked up: visitors' searches share
 * their common words ("help", "home"), and those cost the most to look up. One memory for the three
 * kinds, bounded by the documents they hold altogether (`documents`; 0 remembers nothing).
 */
export class RememberedMatches {
  private readonly memory: LRUCache<MatchesKey, Matches> | undefined

  constructor(documents: number) {
    this.memory =
      documents > 0
        ? new LRUCache({ maxSize: documents, sizeCalculation: (matches) => Math.max(1, matches.size) })
        : undefined
  }

  get(key: MatchesKey): Matches | undefined {
    return this.memory?.get(key)
  }

  set(key: MatchesKey, matches: Matches) {
    this.memory?.set(key, matches)
  }
}

/** Which answer to a query: everything it finds (search()), or only services (services()). */
export type AnswerScope = 'everything' | 'services'

/**
 * Recent queries' ranked answers (paging and filtering repeat a search), by scope and by how the
 * query was read. Bounded by count (`answers`) and by the hits they hold altogether (`hits`): a search
 * of common words on 10,000 services has thousands, so 500 such answers would hold hundreds of megabytes.
 */
export class RememberedAnswers {
  private readonly memory: LRUCache<string, RankedResults> | undefined

  constructor(answers: number, hits: number) {
    this.memory =
      answers > 0
        ? new LRUCache({ max: answers, maxSize: hits, sizeCalculation: (results) => results.size + 1 })
        : undefined
  }

  get(scope: AnswerScope, read: VisitorQuery): RankedResults | undefined {
    return this.memory?.get(`${scope}:${read.key}`)
  }

  set(scope: AnswerScope, read: VisitorQuery, results: RankedResults) {
    this.memory?.set(`${scope}:${read.key}`, results)
  }
}
