import stem from 'wink-porter2-stemmer'
import { isStopWord } from '~/lib/text/words'
import { tokenize } from '../terms'

/** A text as the needs classifier reads it: its words (normalised), their stems, and which are stop words. */
export interface ReadText {
  words: string[]
  stems: string[]
  stop: boolean[]
}

export type WordReader = (text: string) => ReadText

/**
 * Reads a text as the site's index does (terms.ts: lower case, no accents or apostrophes, the site's
 * stop words) and stems each word with wink's Porter2 stemmer ('scared' → 'scare', 'counselling' →
 * 'counsel'). wink-nlp's whole English model read the same way but held about 50 MB more in every
 * server (decision 0039); the stemmer is a few kilobytes. A text takes a few microseconds.
 */
export const readWords: WordReader = (text) => {
  const words = tokenize(text)
  return { words, stems: words.map((word) => stem(word)), stop: words.map(isStopWord) }
}
