import MiniSearch from 'minisearch'
import { beforeAll, describe, expect, it } from 'vitest'
import { contentClient } from '~/content/client.server'
import { finderIndexQuery } from '~/content/queries/finder'
import { searchIndexQuery } from '~/content/queries/search'
import { normaliseText } from '~/lib/text/words'
import { searchDocuments } from './search-documents'
import { INDEX_FIELD_BOOSTS, indexFieldTexts, SearchIndexBuilder } from './search-index-builder'
import { indexTerm, tokenize, typoAllowance } from './terms'
import { atOnce } from './steps'
import { type WordIndex, WordIndexBuilder } from './word-matches'

type Indexed = { id: string; name: string; summary: string; body: string; details: string }

/**
 * The bundled content indexed by the site's search index (SearchIndexBuilder: its fields, boosts,
 * names and typo allowance) and, to compare with, by MiniSearch 7, whose scoring it follows, given
 * the same index fields' texts.
 */
async function bundledIndex(): Promise<{
  index: MiniSearch<Indexed>
  compiled: WordIndex
  words: string[]
  nameWords: string[][]
}> {
  const client = await contentClient()
  const documents = [
    ...searchDocuments(await client.fetch(searchIndexQuery, {}, 'published'), await client.fetch(finderIndexQuery)),
  ]
  const builder = new SearchIndexBuilder()
  for (const document of documents) builder.add(document)
  const contents = atOnce(builder.finish())
  const indexed = contents.documents.map(({ document }): Indexed => {
    const [name = '', summary = '', body = '', details = ''] = indexFieldTexts(document, normaliseText)
    return { id: document.id, name, summary, body, details }
  })
  const index = new MiniSearch<Indexed>({
    fields: ['name', 'summary', 'body', 'details'],
    processTerm: indexTerm,
    tokenize,
    searchOptions: {
      boost: { ...INDEX_FIELD_BOOSTS },
      fuzzy: (term) => (contents.vocabulary.knows(term) ? 0 : typoAllowance(term)),
      maxFuzzy: 2,
    },
  })
  index.addAll(indexed)
  const words = [
    ...new Set(indexed.flatMap((document) => tokenize(`${document.name} ${document.summary} ${document.details}`))),
  ]
  return { index, compiled: contents.words, words, nameWords: contents.documents.map((document) => document.nameWords) }
}

/** MiniSearch's own answer, in the same form. */
function searched(index: MiniSearch<Indexed>, word: string, exact: boolean, prefix: boolean) {
  const results = index.search(word, exact ? { prefix: false, fuzzy: false } : { prefix })
  return new Map(
    results.map((result) => [result.id as string, { score: result.score, terms: [...result.terms].sort() }]),
  )
}

/** The compiled index's answer, by document id. */
function read(compiled: WordIndex, word: string, exact: boolean, prefix: boolean) {
  return new Map(
    [...compiled.matches(word, { exact, prefix })].map(([short, match]) => [
      compiled.documentId(short),
      { score: match.score, terms: [...match.terms].sort() },
    ]),
  )
}

describe("a word's matches", () => {
  let bundled: Awaited<ReturnType<typeof bundledIndex>>
  beforeAll(async () => {
    bundled = await bundledIndex()
  })

  it('are the documents, scores and matched words of MiniSearch’s own search, for every word of the content', () => {
    const { index, compiled, words } = bundled
    expect(words.length).toBeGreaterThan(500)
    for (const word of words) {
      for (const [exact, prefix] of [
        [false, true],
        [false, false],
        [true, false],
      ] as const) {
        expect(read(compiled, word, exact, prefix), `${word} exact=${exact} prefix=${prefix}`).toEqual(
          searched(index, word, exact, prefix),
        )
      }
    }
  })

  it('say which documents have one of the words they matched in their names or labels', () => {
    const { compiled, words, nameWords } = bundled
    let named = 0
    for (const word of words) {
      for (const [short, match] of compiled.matches(word, { exact: false, prefix: true })) {
        expect(match.named, `${word} in ${compiled.documentId(short)}`).toBe(
          match.terms.some((term) => nameWords[short]!.includes(term)),
        )
        if (match.named) named += 1
      }
    }
    expect(named).toBeGreaterThan(100)
  })

  it('are the same for unfinished and misspelt words, numbers, and words the content does not have', () => {
    const { index, compiled } = bundled
    for (const word of [
      'counsel',
      'counceling',
      'cuonselling',
      'respit',
      'hom',
      'ca',
      'dissability',
      'carers',
      '2150',
      '215',
      'zzzz',
      'parramata',
      'ndis',
      'x',
    ]) {
      expect(read(compiled, word, false, word.length >= 2), word).toEqual(
        searched(index, word, false, word.length >= 2),
      )
      expect(read(compiled, word, true, false), word).toEqual(searched(index, word, true, false))
    }
  })

  it('finds a misspelt word’s documents through the word it was meant to be', () => {
    const { compiled } = bundled
    const meant = compiled.matches('counselling', { exact: false, prefix: true })
    const misspelt = compiled.matches('counceling', { exact: false, prefix: false })
    expect(meant.size).toBeGreaterThan(0)
    expect([...misspelt.documents].sort()).toEqual(
      [...meant].flatMap(([id, match]) => (match.terms.includes('counselling') ? [id] : [])).sort(),
    )
  })
})

describe("a word's lookup", () => {
  /** Two documents' words, and a word index whose typo allowance and list of named words can misbehave on demand. */
  function smallIndex() {
    const misbehave: { duringTypoAllowance?: () => void; duringNames?: () => void } = {}
    const builder = new WordIndexBuilder({
      boosts: [1],
      tokenize,
      tokenizeQuery: tokenize,
      processTerm: indexTerm,
      fuzzy: (term) => {
        misbehave.duringTypoAllowance?.()
        return typoAllowance(term)
      },
    })
    builder.add('a', ['respite care'])
    builder.add('b', ['respite at home'])
    const namedIn = new Map([['respite', [0]]])
    const names = {
      get: (word: string) => {
        misbehave.duringNames?.()
        return namedIn.get(word)
      },
    } as ReadonlyMap<string, number[]>
    return { words: atOnce(builder.finish(names)), misbehave }
  }

  it('runs to its end before another starts: one started in the middle of it throws', () => {
    const { words, misbehave } = smallIndex()
    const before = read(words, 'respite', false, true)
    misbehave.duringTypoAllowance = () => words.matches('care', { exact: false, prefix: true })
    expect(() => words.matches('respite', { exact: false, prefix: true })).toThrow(
      /started while another word's lookup was using the working space/,
    )
    misbehave.duringTypoAllowance = undefined
    expect(read(words, 'respite', false, true)).toEqual(before)
  })

  it('leaves its working space cleared when it fails half way, so the next lookup is right', () => {
    const { words, misbehave } = smallIndex()
    const before = read(words, 'respite', false, true)
    expect(before.size).toBe(2)
    misbehave.duringNames = () => {
      throw new Error('failed half way')
    }
    expect(() => words.matches('respite', { exact: false, prefix: true })).toThrow('failed half way')
    misbehave.duringNames = undefined
    expect(read(words, 'respite', false, true)).toEqual(before)
  })
})
