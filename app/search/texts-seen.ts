import { PerText } from '~/lib/memory/per-text'
import { normaliseText } from '~/lib/text/words'
import { indexTerm, queryWords } from './terms'

/** While the words are counted (countedWords), a step for every this many texts: a few milliseconds. */
const COUNTING_STEP = 4000

/** A text as indexing needs it: normalised, as words, and how many times the vocabulary is to count it. */
interface SeenText {
  /** The text as first met: every later use of the same text can share it. */
  text: string
  /** The normalised text: its words separated by single spaces. */
  normalised: string
  words: string[]
  /** How many documents' counted fields have used it since the vocabulary was last told. */
  uses: number
}

/**
 * What indexing has already worked out for each text it has met. Services repeat the same
 * descriptions, labels, places and other names many times over (the large dataset's 10,000
 * services have about 4,000 different texts among them), and normalising text into words was most
 * of the cost of indexing. Kept only while documents are added: `countedWords` hands over the
 * vocabulary's counts and forgets the texts.
 */
export class TextsSeen {
  private readonly texts = new PerText((text): SeenText => {
    const normalised = normaliseText(text)
    const words = normalised ? normalised.split(' ') : []
    this.byNormalised.set(normalised, words)
    return { text, normalised, words, uses: 0 }
  })
  private readonly byNormalised = new Map<string, string[]>()
  private readonly nameLists = new PerText((text) =>
    text
      .split('\n')
      .map(queryWords)
      .filter((words) => words.length > 0),
  )

  /** The same text as first met, to keep one copy of each text rather than one for every document that has it. */
  shared(text: string): string {
    return this.texts.of(text).text
  }

  /** The text's words, normalised (terms.ts tokenize). Shared between callers: not to be changed. */
  words(text: string): readonly string[] {
    return this.texts.of(text).words
  }

  /** The text's words joined by single spaces, as the index is given them. */
  normalised(text: string): string {
    return this.texts.of(text).normalised
  }

  /** Words joined by single spaces, split again: those of a text met before are not split a second time. */
  split(normalised: string): string[] {
    return this.byNormalised.get(normalised) ?? (normalised ? normalised.split(' ') : [])
  }

  /** The text's words as the vocabulary counts them: once for each document that uses it. */
  count(text: string) {
    this.texts.of(text).uses += 1
  }

  /** Each line of a text (names, labels) as query words, without the lines that have none. */
  lines(text: string): string[][] {
    return this.nameLists.of(text)
  }

  /**
   * How many times each indexed word was used by the counted texts, since last asked; then forgets
   * every text. In steps of COUNTING_STEP texts (the large dataset has about 18,000).
   */
  *countedWords(): Generator<void, Map<string, number>> {
    const totals = new Map<string, number>()
    let counted = 0
    for (const text of this.texts.values()) {
      if (++counted % COUNTING_STEP === 0) yield
      if (text.uses === 0) continue
      for (const word of text.words) if (indexTerm(word)) totals.set(word, (totals.get(word) ?? 0) + text.uses)
    }
    this.texts.clear()
    this.byNormalised.clear()
    this.nameLists.clear()
    return totals
  }
}
