import winkNLP, { type ItsFunction, type WinkMethods } from 'wink-nlp'
import model from 'wink-eng-lite-web-model'

/** A text as the needs classifier reads it: its words (lower case), their stems, and which are stop words. */
export interface ReadText {
  words: string[]
  stems: string[]
  stop: boolean[]
}

export type WordReader = (text: string) => ReadText

let nlp: WinkMethods | undefined

/**
 * Loads wink-nlp's English model: about 60 ms in one piece, which the server spends before it listens
 * (server/app.ts) rather than in a visitor's search.
 */
export function loadWordReader(): WinkMethods {
  nlp ??= winkNLP(model)
  return nlp
}

/**
 * Reads a text with wink-nlp's English model: its tokens, their Porter2 stems ('scared' → 'scare',
 * 'counselling' → 'counsel') and its stop words. A text takes well under a millisecond.
 */
export const readWords: WordReader = (text) => {
  const wink = loadWordReader()
  const { its } = wink
  const tokens = wink
    .readDoc(text)
    .tokens()
    .filter((token) => token.out(its.type) === 'word' || token.out(its.type) === 'number')
  return {
    words: tokens.out(its.normal) as string[],
    // wink-nlp's types give its.stem a third parameter ItsFunction does not have; it is called as every other.
    stems: tokens.out(its.stem as unknown as ItsFunction<string>) as string[],
    stop: tokens.out(its.stopWordFlag) as boolean[],
  }
}
