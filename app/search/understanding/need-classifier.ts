import { atOnce } from '../steps'
import { nearestWord } from './nearest-word'
import { SoftmaxRegression, type SparseExample } from './softmax-regression'
import type { WordReader } from './word-reader.server'

/** One way people ask for a kind of support, learnt from. */
export interface Example {
  /** The kind of support (a support's slug). */
  need: string
  text: string
}

/** A kind of support and how closely the words match the ways people ask for it. */
export interface NeedScore {
  need: string
  /** How near the words are to the kind's phrasings (0 to 1): what the thresholds of a reading are set on. */
  score: number
  /** The order of the kinds: the nearness blended with the softmax model's probability (0 to 1). */
  ordering: number
}

/** How much the nearness to a kind's phrasings as a whole counts, beside the nearness to its closest few. */
const CENTROID_WEIGHT = 0.5
/** The closest phrasings of each kind averaged. */
const NEAREST = 3
/** How much the softmax model's probability counts beside the nearness, in the kinds' order. */
const MODEL_WEIGHT = 0.5
/**
 * How much a pair of neighbouring stems counts beside a single stem: in full in the nearness that the
 * reading's thresholds are set on, at half in the order of the kinds (and in the softmax model). Pairs
 * at half order the kinds better over the phrasings (5-fold, first need right 74.1 % → 75.8 %), but
 * read at half in the nearness too they would raise every score and read needs in words that name
 * something ('board of directors'), which thresholds chosen at full weight do not expect.
 */
const PAIR_WEIGHT = { nearness: 1, order: 0.5 } as const
type Weighing = keyof typeof PAIR_WEIGHT
const WEIGHINGS = Object.keys(PAIR_WEIGHT) as Weighing[]

type Vector = Map<string, number>

/** A text's features weighted by TF-IDF, with the squared lengths of its single stems and of its pairs, to be read at either weight of the pairs. */
interface Weighed {
  vector: Vector
  singles: number
  pairs: number
}

/** An example as read (its words, stems and stop words). */
interface LearntExample {
  need: string
  words: ReturnType<WordReader>
}

/**
 * Which kinds of support a visitor's words ask for, learnt from the ways people ask for each ('How
 * people describe this' in the Studio, with each support's label and description). Words are read
 * as the index reads them and stemmed with wink's Porter2 stemmer (word-reader.server.ts): the stems
 * of the words that are not stop words, and pairs of neighbouring stems ('be here', 'scare home'),
 * weighted by TF-IDF. A kind's score is how near the words are to its phrasings as a whole (the cosine
 * to their centroid) and to its closest three phrasings; the kinds are ordered by the same nearness
 * with the pairs at half weight (PAIR_WEIGHT), blended with a softmax regression over those features
 * (softmax-regression.ts), which learns the words that tell neighbouring kinds apart. A word the
 * classifier has never seen is put right to the nearest word it has (one letter for words up to five
 * letters, two for longer ones), unless the site knows it as it is (a suburb, a service's name) or its
 * stem was learnt: 'councelling' reads as 'counselling', 'ryde' stays 'ryde', 'walks' stays 'walks'
 * beside a learnt 'walking' and 'walls'. The method was chosen
 * over naive Bayes and nearest neighbours alone on held-out needs: docs/decisions/0039.
 */
/** How many examples a step of weighing goes through (weighInSteps): a millisecond or two. */
const EXAMPLES_A_STEP = 250

export class NeedClassifier {
  private readonly examples: Array<{ need: string; label: number; weighed: Weighed }> = []
  /** Each kind's centroid, for each weighing of the pairs. */
  private readonly centroids: Record<Weighing, Map<string, Vector>> = { nearness: new Map(), order: new Map() }
  private readonly inverseFrequency = new Map<string, number>()
  /** For each feature, the examples that have it and its weight in each (TF-IDF, not yet normalised). */
  private readonly postings = new Map<string, Array<{ example: number; weight: number }>>()
  /** Every word of every example, to put misspelt words right. */
  private readonly vocabulary = new Set<string>()
  private readonly vocabularyByInitial = new Map<string, string[]>()
  private readonly read: WordReader
  /** Single everyday words and what they stand for (everyday-words.ts), for the words no example has. */
  private readonly everyday: ReadonlyMap<string, string>
  /** The kinds in the model's order of classes, and the features' ids in it. */
  private readonly needs: string[] = []
  private readonly featureIds = new Map<string, number>()
  /** Learnt after the rest (learnInSteps): null only while it is. */
  private model: SoftmaxRegression | null = null

  /** Learns from the examples at once (tests, the bench). */
  static learn(
    examples: Iterable<Example>,
    read: WordReader,
    everyday: ReadonlyMap<string, string> = new Map(),
  ): NeedClassifier {
    return atOnce(NeedClassifier.learnInSteps(examples, read, everyday))
  }

  /**
   * Learns an example a step (reading one takes a fraction of a millisecond, a thousand of them more
   * than a visitor should wait): the server hands the event loop back between steps
   * (understanding.server.ts). Then the examples are weighed a pass a step (weighInSteps), and the model learnt a pass a step.
   */
  static *learnInSteps(
    examples: Iterable<Example>,
    read: WordReader,
    everyday: ReadonlyMap<string, string> = new Map(),
  ): Generator<void, NeedClassifier> {
    const learnt: LearntExample[] = []
    for (const { need, text } of examples) {
      learnt.push({ need, words: read(text) })
      yield
    }
    const classifier = new NeedClassifier(read, everyday)
    yield* classifier.weighInSteps(learnt)
    const sparse = classifier.sparseExamples()
    yield
    classifier.model = yield* SoftmaxRegression.learnInSteps(
      sparse,
      classifier.needs.length,
      classifier.featureIds.size,
    )
    return classifier
  }

  private constructor(read: WordReader, everyday: ReadonlyMap<string, string>) {
    this.read = read
    this.everyday = everyday
  }

  /**
   * Weighs the read examples into the classifier, a pass a step: each pass over some two thousand
   * examples takes a few milliseconds, all of them together (with the first pass of the model) took
   * 70–90 ms, too long for the server to keep other requests waiting (npm run bench -- relevance
   * prints the longest step).
   */
  private *weighInSteps(learnt: readonly LearntExample[]): Generator<void> {
    const featured: Array<{ need: string; features: string[] }> = []
    for (const { need, words } of learnt) {
      for (const word of words.words) this.vocabulary.add(word)
      featured.push({ need, features: featuresOf(words) })
    }
    for (const word of this.vocabulary) {
      let list = this.vocabularyByInitial.get(word[0]!)
      if (!list) this.vocabularyByInitial.set(word[0]!, (list = []))
      list.push(word)
    }
    yield
    const documentFrequency = new Map<string, number>()
    for (const { features } of featured)
      for (const feature of new Set(features)) documentFrequency.set(feature, (documentFrequency.get(feature) ?? 0) + 1)
    for (const [feature, count] of documentFrequency)
      this.inverseFrequency.set(feature, Math.log(1 + featured.length / count))
    this.needs.push(...new Set(featured.map(({ need }) => need)))
    yield
    const labels = new Map(this.needs.map((need, label) => [need, label]))
    for (const [index, { need, features }] of featured.entries()) {
      this.examples.push({ need, label: labels.get(need)!, weighed: this.weigh(features) })
      if (index % EXAMPLES_A_STEP === EXAMPLES_A_STEP - 1) yield
    }
    yield
    for (const weighing of WEIGHINGS) {
      const centroids = this.centroids[weighing]
      for (const [index, { need, weighed }] of this.examples.entries()) {
        let centroid = centroids.get(need)
        if (!centroid) centroids.set(need, (centroid = new Map<string, number>()))
        for (const [feature, weight] of scaled(weighed, weighing))
          centroid.set(feature, (centroid.get(feature) ?? 0) + weight)
        if (index % EXAMPLES_A_STEP === EXAMPLES_A_STEP - 1) yield
      }
      for (const centroid of centroids.values()) normalise(centroid)
      yield
    }
    for (const feature of this.inverseFrequency.keys()) this.featureIds.set(feature, this.featureIds.size)
    yield
    for (const [index, { weighed }] of this.examples.entries()) {
      for (const [feature, weight] of weighed.vector) {
        let list = this.postings.get(feature)
        if (!list) this.postings.set(feature, (list = []))
        list.push({ example: index, weight })
      }
      if (index % EXAMPLES_A_STEP === EXAMPLES_A_STEP - 1) yield
    }
  }

  /** The kinds of support a text asks for, best first; a score of 0 when none of its words were learnt. */
  classify(text: string, known: (word: string) => boolean = () => false): NeedScore[] {
    const words = this.weigh(featuresOf(this.read(this.spelt(text, known))))
    // Only the examples that share a feature with the words are near them at all: read from the postings,
    // the products of the single stems and of the pairs apart, to read them at either weight of the pairs.
    const singles = new Float64Array(this.examples.length)
    const pairs = new Float64Array(this.examples.length)
    const touched: number[] = []
    for (const [feature, weight] of words.vector) {
      const products = isPair(feature) ? pairs : singles
      for (const { example, weight: theirs } of this.postings.get(feature) ?? []) {
        if (singles[example] === 0 && pairs[example] === 0) touched.push(example)
        products[example]! += weight * theirs
      }
    }
    const vectors = { nearness: scaled(words, 'nearness'), order: scaled(words, 'order') }
    const nearness = (weighing: Weighing): Float64Array => {
      const pairWeight = PAIR_WEIGHT[weighing]
      const length = lengthOf(words, pairWeight)
      // The NEAREST best cosines of each kind, best first.
      const closest = new Float64Array(this.needs.length * NEAREST)
      if (length > 0)
        for (const example of touched) {
          const { label, weighed } = this.examples[example]!
          const cosine =
            (singles[example]! + pairWeight * pairWeight * pairs[example]!) / (length * lengthOf(weighed, pairWeight))
          keepBest(closest, label * NEAREST, cosine)
        }
      return Float64Array.from(this.needs, (need, label) => {
        let near = 0
        for (let at = 0; at < NEAREST; at++) near += closest[label * NEAREST + at]!
        const centroid = cosine(vectors[weighing], this.centroids[weighing].get(need)!)
        return (CENTROID_WEIGHT * centroid + near / NEAREST) / (1 + CENTROID_WEIGHT)
      })
    }
    const [scores, order] = [nearness('nearness'), nearness('order')]
    const probabilities = this.probabilities(vectors.order)
    return this.needs
      .map((need, label) => ({
        need,
        score: scores[label]!,
        ordering: (order[label]! + MODEL_WEIGHT * (probabilities?.[label] ?? 0)) / (1 + MODEL_WEIGHT),
      }))
      .sort((a, b) => b.ordering - a.ordering)
  }

  /** The model's probability of each kind (in the centroids' order), or null for words it has learnt nothing of. */
  private probabilities(vector: Vector): Float64Array | null {
    if (!this.model || vector.size === 0) return null
    const features = Int32Array.from(vector.keys(), (feature) => this.featureIds.get(feature)!)
    return this.model.probabilities(features, Float64Array.from(vector.values()))
  }

  private sparseExamples(): SparseExample[] {
    return this.examples.map(({ label, weighed }) => {
      const vector = scaled(weighed, 'order')
      return {
        label,
        features: Int32Array.from(vector.keys(), (feature) => this.featureIds.get(feature)!),
        weights: Float64Array.from(vector.values()),
      }
    })
  }

  /** The learnt features of a text weighted by TF-IDF (sublinear in how often each occurs), not yet normalised. */
  private weigh(features: string[]): Weighed {
    const vector: Vector = new Map()
    for (const feature of features)
      if (this.inverseFrequency.has(feature)) vector.set(feature, (vector.get(feature) ?? 0) + 1)
    const weighed = { vector, singles: 0, pairs: 0 }
    for (const [feature, count] of vector) {
      const weight = (1 + Math.log(count)) * this.inverseFrequency.get(feature)!
      vector.set(feature, weight)
      weighed[isPair(feature) ? 'pairs' : 'singles'] += weight * weight
    }
    return weighed
  }

  /** Two words it has learnt, written as one ('grabrail', 'agedcare'). */
  private split(word: string): string | undefined {
    for (let at = 3; at <= word.length - 3; at++) {
      const [first, second] = [word.slice(0, at), word.slice(at)]
      if (this.vocabulary.has(first) && this.vocabulary.has(second)) return `${first} ${second}`
    }
    return undefined
  }

  private spelt(text: string, known: (word: string) => boolean): string {
    return text
      .toLowerCase()
      .split(/\s+/)
      .map((word) => {
        // Words with other marks in them ('co-parenting', 'mum's') are left for the reader to split.
        const plain = word.replace(/[^\p{L}\p{N}]+$/u, '')
        if (/[^\p{L}]/u.test(plain) || this.vocabulary.has(plain) || known(plain)) return word
        // A word whose stem was learnt is no misspelling ('lonely' beside a learnt 'lone'), whatever word it is near.
        if (this.inverseFrequency.has(this.read(plain).stems[0] ?? '')) return word
        // The site's everyday words say what a word it has not learnt stands for ('dv' → 'family violence').
        const meaning = this.everyday.get(plain)
        if (meaning) return meaning
        if (plain.length < 4) return word
        return (
          this.split(plain) ??
          nearestWord(plain, this.vocabularyByInitial.get(plain[0]!) ?? [], plain.length <= 5 ? 1 : 2)
        )
      })
      .join(' ')
  }
}

function normalise(vector: Vector): Vector {
  let length = 0
  for (const weight of vector.values()) length += weight * weight
  length = Math.sqrt(length)
  if (length > 0) for (const [feature, weight] of vector) vector.set(feature, weight / length)
  return vector
}

function isPair(feature: string): boolean {
  return feature.includes(' ')
}

/** A text's length with its pairs weighed at `pairWeight`. */
function lengthOf({ singles, pairs }: Weighed, pairWeight: number): number {
  return Math.sqrt(singles + pairWeight * pairWeight * pairs)
}

/** A text's vector with its pairs weighed as the weighing says, normalised. */
function scaled(weighed: Weighed, weighing: Weighing): Vector {
  const pairWeight = PAIR_WEIGHT[weighing]
  const vector: Vector = new Map()
  for (const [feature, weight] of weighed.vector) vector.set(feature, isPair(feature) ? weight * pairWeight : weight)
  return normalise(vector)
}

/** Keeps `value` among the NEAREST best values kept from `from` on, best first. */
function keepBest(best: Float64Array, from: number, value: number): void {
  if (value <= best[from + NEAREST - 1]!) return
  let at = from + NEAREST - 1
  for (; at > from && best[at - 1]! < value; at--) best[at] = best[at - 1]!
  best[at] = value
}

function cosine(a: Vector, b: Vector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a]
  let sum = 0
  for (const [feature, weight] of small) sum += weight * (large.get(feature) ?? 0)
  return sum
}

/**
 * The stems of the words that are not stop words, and every pair of neighbouring stems; a number of up
 * to three digits gives its tens too ('13' and '16' → '10s', '82' → '80s', as in 'in her 80s'), so that
 * an age read in one number is learnt from the others near it (5-fold: first need right +0.5 points).
 */
function featuresOf({ stems, stop }: { stems: string[]; stop: boolean[] }): string[] {
  const features: string[] = []
  for (let index = 0; index < stems.length; index++) {
    if (!stop[index]) features.push(stems[index]!)
    if (/^[1-9]\d{0,2}$/.test(stems[index]!)) features.push(`${Math.floor(Number(stems[index]) / 10)}0s`)
    if (index > 0) features.push(`${stems[index - 1]!} ${stems[index]!}`)
  }
  return features
}
