import {
  type CrisisKind,
  type CrisisLineAnswer,
  type CrisisSignals,
  isCrisisKind,
  isCrisisLineAnswer,
} from './crisis-kinds'
import { crisisSignals } from './crisis-signals'
import { type Example, NeedClassifier } from './need-classifier'
import { EVERYDAY_WORDS } from '../everyday-words'
import { atOnce } from '../steps'
import { languageOf } from './other-languages'
import type { WordReader } from './word-reader.server'

/** A crisis line as the settings give it, checked: a name, a number people can dial, what it answers. */
export interface CrisisLine {
  key: string
  name: string
  number: string
  description: string | null
  answers: CrisisLineAnswer[]
}

/** A kind of support the words were read as asking for. */
export interface Need {
  slug: string
  label: string
}

/** The language help page's section for a language, and the interpreter line. */
export interface LanguageHelp {
  /** BCP 47 code of the language ('ar', 'zh-Hans'), or null for a script the page has no section for. */
  language: string | null
  /** The page, at its section for the language when it has one. */
  href: string
  /** The section's heading in the language ('مساعدة بلغتك'), or the page's title. */
  heading: string
  line: { name: string; number: string; description: string | null } | null
}

/** How the site read a visitor's words. */
export interface Reading {
  /** The crisis lines to show first, in the settings' order; empty when the words signal no crisis. */
  crisisLines: CrisisLine[]
  /** The kinds of support the words ask for, best first (at most two); empty for words that name rather than describe. */
  needs: Need[]
  /** Words in another language: that language's help, shown first. */
  language: LanguageHelp | null
}

export const NO_READING: Reading = { crisisLines: [], needs: [], language: null }

/** The documents a reading's texts come from: crisis lines (site settings), kinds of support, the language help page. */
export const READING_SOURCE_TYPES = ['settings', 'support', 'page']

/** What the understanding is learnt from: the supports with their phrasings, the crisis lines and the language help page. */
export interface UnderstandingContent {
  supports: Array<{
    slug: string | null
    label: string | null
    description: string | null
    phrasings: string[] | null
    crisis: string | null
  }>
  crisisLines: Array<{
    _key: string
    name: string | null
    number: string | null
    description: string | null
    answers: string[] | null
  }> | null
  interpreterLine: { name: string | null; number: string | null; description: string | null } | null
  /** The language help page's address, and its sections in other languages. */
  languageHelp: {
    href: string
    title: string
    sections: Array<{ language: string; anchorId: string; heading: string | null }>
  } | null
}

/** What the text index says of the words, for the reading: how well each kind of support's services matched them (0 to 1). */
export type TextEvidence = ReadonlyMap<string, number>

/**
 * A need is read when its score is at least this: below it, the words are too far from every way
 * people ask for support, and are taken as a search for what they name. Chosen on the held-out needs
 * and the relevance queries of `npm run bench -- relevance` (docs/decisions/0039).
 */
export const NEED_THRESHOLD = 0.1
/** A second need is read beside the first when it scores at least this share of the first's. */
const SECOND_NEED_SHARE = 0.5
/** Single everyday words that always stand for something (everyday-words.ts, not the optional hints like 'mum'): 'dv' → 'family violence domestic violence'. */
const EVERYDAY_MEANINGS: ReadonlyMap<string, string> = new Map(
  EVERYDAY_WORDS.filter((entry) => !entry.optional).flatMap((entry) =>
    entry.says.filter((says) => !says.includes(' ')).map((says): [string, string] => [says, entry.means.join(' ')]),
  ),
)
/** How much the text index's matches count beside the classifier's score. */
const TEXT_WEIGHT = 0.05
/** A support marked as answering a crisis brings its lines when the words point to it this clearly. */
const CRISIS_NEED_THRESHOLD = 0.35

/**
 * Reads a visitor's words as needs (docs/decisions/0039): crises first, with the crisis lines from
 * the settings (crisis-signals.ts: reviewed rules, plus words that point clearly to a support marked
 * as answering a crisis), the kinds of support the words ask for (need-classifier.ts, learnt from
 * the supports' 'How people describe this', combined with what the text index matched), and words
 * in another language (other-languages.ts). Built once per content version (understanding.server.ts).
 */
export class Understanding {
  private readonly classifier: NeedClassifier
  private readonly supports = new Map<string, { label: string; crisis: CrisisKind | null }>()
  private readonly lines: CrisisLine[]
  private readonly content: UnderstandingContent

  /** Learns at once (tests, the bench). */
  static learn(content: UnderstandingContent, read: WordReader): Understanding {
    return atOnce(Understanding.learnInSteps(content, read))
  }

  /** Learns a phrasing a step: the server hands the event loop back between steps (understanding.server.ts). */
  static *learnInSteps(content: UnderstandingContent, read: WordReader): Generator<void, Understanding> {
    const examples: Example[] = []
    for (const support of content.supports) {
      if (!support.slug || !support.label) continue
      for (const text of [support.label, support.description, ...(support.phrasings ?? [])])
        if (text?.trim()) examples.push({ need: support.slug, text })
    }
    return new Understanding(content, yield* NeedClassifier.learnInSteps(examples, read, EVERYDAY_MEANINGS))
  }

  private constructor(content: UnderstandingContent, classifier: NeedClassifier) {
    this.content = content
    this.classifier = classifier
    for (const support of content.supports) {
      if (support.slug && support.label)
        this.supports.set(support.slug, {
          label: support.label,
          crisis: isCrisisKind(support.crisis) ? support.crisis : null,
        })
    }
    this.lines = (content.crisisLines ?? []).flatMap((line) => {
      const answers = (line.answers ?? []).filter(isCrisisLineAnswer)
      if (!line.name || !line.number || !/\d/.test(line.number) || answers.length === 0) return []
      return [{ key: line._key, name: line.name, number: line.number, description: line.description, answers }]
    })
  }

  /**
   * Reads the words. `evidence`: the text index's matches by kind of support; `known`: words the site
   * knows as they are (never put right as misspellings); `placeWords`: the words that named a place,
   * left out of the reading.
   */
  read(
    words: string,
    {
      evidence = new Map(),
      known,
      placeWords = [],
    }: { evidence?: TextEvidence; known?: (word: string) => boolean; placeWords?: readonly string[] } = {},
  ): Reading {
    if (!words.trim()) return NO_READING
    const language = this.languageHelpFor(words)
    const signals = crisisSignals(words)
    const needs = this.needsOf(asSubstanceUse(withoutPlace(words, placeWords)), evidence, known)
    const kinds = new Set(signals.kinds)
    for (const { slug, score } of needs.scored) {
      const crisis = this.supports.get(slug)?.crisis
      if (crisis && score >= CRISIS_NEED_THRESHOLD) kinds.add(crisis)
    }
    // Someone with nowhere to sleep tonight sees the supports that answer it first.
    const crisisNeeds = [...this.supports]
      .filter(([, support]) => support.crisis === 'homeless' && kinds.has('homeless'))
      .map(([slug, support]) => ({ slug, label: support.label }))
    const chosen = [
      ...crisisNeeds,
      ...needs.chosen.filter((need) => !crisisNeeds.some((first) => first.slug === need.slug)),
    ].slice(0, 2)
    return { crisisLines: this.linesFor({ kinds: [...kinds], atsi: signals.atsi }), needs: chosen, language }
  }

  private needsOf(
    words: string,
    evidence: TextEvidence,
    known?: (word: string) => boolean,
  ): { scored: Array<{ slug: string; score: number }>; chosen: Need[] } {
    const scored = this.classifier
      .classify(words, known)
      .map(({ need, score, ordering }) => {
        const text = TEXT_WEIGHT * (evidence.get(need) ?? 0)
        return { slug: need, score: score + text, ordering: ordering + text }
      })
      .sort((a, b) => b.ordering - a.ordering)
    const [first, second] = scored
    if (!first || first.score < NEED_THRESHOLD) return { scored, chosen: [] }
    // The thresholds are on the nearness (the model's probabilities are sharper): a second kind is read when it is near enough beside the first.
    const chosen = [first, ...(second && second.score >= first.score * SECOND_NEED_SHARE ? [second] : [])]
    return { scored, chosen: chosen.map(({ slug }) => ({ slug, label: this.supports.get(slug)!.label })) }
  }

  /** The lines that answer some crises. */
  linesFor(signals: CrisisSignals): CrisisLine[] {
    if (signals.kinds.length === 0) return []
    return this.lines.filter((line) =>
      line.answers.some((answer) => (answer === 'atsi' ? signals.atsi : signals.kinds.includes(answer))),
    )
  }

  private languageHelpFor(words: string): LanguageHelp | null {
    const page = this.content.languageHelp
    if (!page) return null
    const language = languageOf(words)
    if (!language) return null
    const section = page.sections.find((candidate) => sameLanguage(candidate.language, language.code))
    const line = this.content.interpreterLine
    return {
      language: section ? section.language : null,
      href: section ? `${page.href}#${section.anchorId}` : page.href,
      heading: section?.heading ?? page.title,
      line: line?.name && line.number ? { name: line.name, number: line.number, description: line.description } : null,
    }
  }
}

/** 'zh-Hans' is 'zh'; 'pa-Guru' is 'pa'. */
function sameLanguage(a: string, b: string): boolean {
  return a.toLowerCase().split('-')[0] === b.toLowerCase().split('-')[0]
}

function withoutPlace(words: string, placeWords: readonly string[]): string {
  if (placeWords.length === 0) return words
  const drop = new Set(placeWords.map((word) => word.toLowerCase()))
  return words
    .split(/\s+/)
    .filter((word) => !drop.has(word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')))
    .join(' ')
}

/** What people say they misuse: 'substance abuse', 'drug abuse', 'abusing alcohol'. */
const SUBSTANCES =
  'substances?|drugs?|alcohol|grog|solvents?|inhalants?|ice|meth|cannabis|marijuana|weed|opioids?|opiates?|heroin|cocaine|pills?|painkillers?|prescriptions?|medications?'
const SUBSTANCE_ABUSE = new RegExp(`\\b(${SUBSTANCES})(\\s+)abus(?:e|ers?)\\b`, 'giu')
const ABUSING_SUBSTANCES = new RegExp(`\\babus(es|ed|ing)(\\s+)(${SUBSTANCES})\\b`, 'giu')

/**
 * The abuse of a substance is its use, for the needs: 'substance abuse counselling' asks for alcohol
 * and drug support, not family violence support (whose phrasings say 'abuse'), and so calls for no
 * crisis line through it. Only the classifier reads the words so changed: the crisis rules read them
 * as written, so abuse by a person ('he abuses me', 'drug abuse and he hits me') is answered as before.
 */
export function asSubstanceUse(words: string): string {
  return words
    .replace(SUBSTANCE_ABUSE, (_, substance: string, space: string) => `${substance}${space}use`)
    .replace(
      ABUSING_SUBSTANCES,
      (_, ending: string, space: string, substance: string) => `us${ending}${space}${substance}`,
    )
}
