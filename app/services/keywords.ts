import { Bitset } from './bitset'
import { keywordWords } from './text'

/**
 * Which services contain which words: every distinct word once, sorted, with the positions of the
 * services whose text holds it. A keyword matches every word it begins ("counsel" finds
 * "counselling"), so a search reads a sorted range of words instead of scanning services' text.
 */
export class KeywordIndex {
  private readonly size: number
  private readonly words: string[]
  private readonly positions: Int32Array[]

  private constructor(size: number, words: string[], positions: Int32Array[]) {
    this.size = size
    this.words = words
    this.positions = positions
  }

  /** Collects services' words one service at a time (so a large index can be built in turns), then sorts them once. */
  static builder(): KeywordIndexBuilder {
    const byWord = new Map<string, number[]>()
    let size = 0
    return {
      add(words) {
        const position = size++
        for (const word of words) {
          const list = byWord.get(word)
          if (!list) byWord.set(word, [position])
          else if (list[list.length - 1] !== position) list.push(position)
        }
      },
      build() {
        const words = [...byWord.keys()].sort()
        return new KeywordIndex(
          size,
          words,
          words.map((word) => Int32Array.from(byWord.get(word) ?? [])),
        )
      },
    }
  }

  /** The services holding every word of the keywords, or undefined when the keywords narrow nothing. */
  matching(keywords: string): Bitset | undefined {
    const words = keywordWords(keywords).map(withoutPlural)
    if (!words.length) return undefined
    let result: Bitset | undefined
    for (const word of words) {
      const matches = this.startingWith(word)
      result = result ? result.and(matches) : matches
    }
    return result
  }

  private startingWith(prefix: string): Bitset {
    const set = new Bitset(this.size)
    for (let index = this.firstAtOrAfter(prefix); index < this.words.length && this.words[index]!.startsWith(prefix); index++) {
      for (const position of this.positions[index]!) set.add(position)
    }
    return set
  }

  private firstAtOrAfter(word: string): number {
    let low = 0
    let high = this.words.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (this.words[middle]! < word) low = middle + 1
      else high = middle
    }
    return low
  }
}

/** "carers" also finds "carer", "services" also finds "service": the word stands for its prefix. */
function withoutPlural(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word
}

/** See KeywordIndex.builder. */
export interface KeywordIndexBuilder {
  /** The words of the service at the next position: every normalised word of its searchable text, repeats allowed. */
  add(words: Iterable<string>): void
  build(): KeywordIndex
}
