import SearchableMap from 'minisearch/SearchableMap'
import { isNumber, queryWords } from './terms'

/**
 * Every word the index holds, with how many times it occurs, for "did you mean". It allows more
 * letters out than the search itself does, because it is only asked when the search found nothing.
 */
export class Vocabulary {
  private readonly words = new SearchableMap<number>()

  /** Counts `times` more occurrences of the word. */
  add(word: string, times = 1) {
    this.words.update(word, (count = 0) => count + times)
  }

  knows(word: string): boolean {
    return this.words.has(word)
  }

  /** The word itself when known; else the closest known word (fewest changes, then most used); else undefined. */
  closest(word: string): string | undefined {
    if (this.words.has(word)) return word
    if (isNumber(word) || word.length < 3) return undefined
    const allowance = word.length <= 4 ? 1 : word.length <= 7 ? 2 : 3
    let best: { word: string; distance: number; count: number } | undefined
    for (const [candidate, [count, distance]] of this.words.fuzzyGet(word, allowance)) {
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance && (count > best.count || (count === best.count && candidate < best.word)))
      ) {
        best = { word: candidate, distance, count }
      }
    }
    return best?.word
  }

  /**
   * The query with each unknown word replaced by its closest known word, or null when every word is
   * already known or one has nothing close.
   */
  correct(query: string): string | null {
    const words = queryWords(query)
    if (words.length === 0) return null
    const corrected = words.map((word) => this.closest(word))
    if (corrected.some((word) => word === undefined)) return null
    const suggestion = corrected.join(' ')
    return suggestion === words.join(' ') ? null : suggestion
  }
}
