import MiniSearch from 'minisearch'
import { beforeAll, describe, expect, it } from 'vitest'
import { contentClient } from '~/content/client.server'
import { finderIndexQuery } from '~/content/queries/finder'
import { searchIndexQuery } from '~/content/queries/search'
import { searchDocuments } from './search-documents'
import { indexTerm, queryWords, tokenize, typoAllowance } from './terms'
import { type WordIndex, WordIndexBuilder } from './word-matches'

type Indexed = { id: string; name: string; summary: string; body: string; details: string }

/**
 * The bundled content indexed as the site's search index indexes it (its fields, boosts and typo
 * allowance), by WordIndexBuilder and, to compare with, by MiniSearch 7, whose scoring it follows.
 */
async function bundledIndex(): Promise<{ index: MiniSearch<Indexed>; compiled: WordIndex; words: string[]; nameWords: string[][] }> {
  const client = await contentClient()
  const documents = [...searchDocuments(await client.fetch(searchIndexQuery, {}, 'published'), await client.fetch(finderIndexQuery))]
  const indexed = documents.map((document) => ({
    id: document.id,
    name: [document.title, ...(document.aliases ?? [])].join(' '),
    summary: document.summary ?? '',
    body: document.body ?? '',
    details: [...(document.provided ?? []), ...(document.labels ?? []), document.place ?? ''].join(' '),
  }))
  const index = new MiniSearch<Indexed>({
    fields: ['name', 'summary', 'body', 'details'],
    processTerm: indexTerm,
    tokenize,
    searchOptions: { boost: { name: 6, summary: 2.5, body: 1.5, details: 1.3 }, fuzzy: (term) => typoAllowance(term), maxFuzzy: 2 },
  })
  index.addAll(indexed)
  // Each document's words of its names and labels, and the documents that have each such word.
  const nameWords = documents.map((document) => queryWords([document.title, ...(document.aliases ?? []), ...(document.labels ?? [])].join(' ')))
  const namedIn = new Map<string, number[]>()
  for (const [short, words] of nameWords.entries()) for (const word of words) namedIn.set(word, [...(namedIn.get(word) ?? []), short])
  const builder = new WordIndexBuilder({ boosts: [6, 2.5, 1.5, 1.3], tokenize, tokenizeQuery: tokenize, processTerm: indexTerm, fuzzy: typoAllowance })
  for (const document of indexed) builder.add(document.id, [document.name, document.summary, document.body, document.details])
  const steps = builder.finish(namedIn)
  let step = steps.next()
  while (!step.done) step = steps.next()
  const words = [...new Set(indexed.flatMap((document) => tokenize(`${document.name} ${document.summary} ${document.details}`)))]
  return { index, compiled: step.value, words, nameWords }
}

/** MiniSearch's own answer, in the same form. */
function searched(index: MiniSearch<Indexed>, word: string, exact: boolean, prefix: boolean) {
  const results = index.search(word, exact ? { prefix: false, fuzzy: false } : { prefix })
  return new Map(results.map((result) => [result.id as string, { score: result.score, terms: [...result.terms].sort() }]))
}

/** The compiled index's answer, by document id. */
function read(compiled: WordIndex, word: string, exact: boolean, prefix: boolean) {
  return new Map([...compiled.matches(word, { exact, prefix })].map(([short, match]) => [compiled.documentId(short), { score: match.score, terms: [...match.terms].sort() }]))
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
        expect(read(compiled, word, exact, prefix), `${word} exact=${exact} prefix=${prefix}`).toEqual(searched(index, word, exact, prefix))
      }
    }
  })

  it('say which documents have one of the words they matched in their names or labels', () => {
    const { compiled, words, nameWords } = bundled
    let named = 0
    for (const word of words) {
      for (const [short, match] of compiled.matches(word, { exact: false, prefix: true })) {
        expect(match.named, `${word} in ${compiled.documentId(short)}`).toBe(match.terms.some((term) => nameWords[short]!.includes(term)))
        if (match.named) named += 1
      }
    }
    expect(named).toBeGreaterThan(100)
  })

  it('are the same for unfinished and misspelt words, numbers, and words the content does not have', () => {
    const { index, compiled } = bundled
    for (const word of ['counsel', 'counceling', 'cuonselling', 'respit', 'hom', 'ca', 'dissability', 'carers', '2150', '215', 'zzzz', 'parramata', 'ndis', 'x']) {
      expect(read(compiled, word, false, word.length >= 2), word).toEqual(searched(index, word, false, word.length >= 2))
      expect(read(compiled, word, true, false), word).toEqual(searched(index, word, true, false))
    }
  })

  it('finds a misspelt word’s documents through the word it was meant to be', () => {
    const { compiled } = bundled
    const meant = compiled.matches('counselling', { exact: false, prefix: true })
    const misspelt = compiled.matches('counceling', { exact: false, prefix: false })
    expect(meant.size).toBeGreaterThan(0)
    expect([...misspelt.documents].sort()).toEqual([...meant].flatMap(([id, match]) => (match.terms.includes('counselling') ? [id] : [])).sort())
  })
})
