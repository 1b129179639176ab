import { distance } from 'fastest-levenshtein'
import type { Place } from '~/services/places'
import { RESULT_TYPES } from './result-types'
import { queryWords, tokenize, typoAllowance } from './terms'

/**
 * Words that say what the visitor wants to do with what they name, not part of its name: 'make a
 * complaint' names Complaints and feedback, 'need help now' the page Get help now.
 */
const ASKING = new Set(['need', 'needs', 'want', 'wants', 'make', 'find', 'get', 'looking'])

/**
 * The words for the kinds of result /search lists other than services ('job', 'articles', 'page'):
 * 'youth counsellor job' names the job Youth Counsellor, and 'jobs' on its own asks for the kind.
 * Not 'service' or 'services': words asking for services are what a reading of needs answers
 * ('disability services for my son').
 */
export const KINDS_OTHER_THAN_SERVICES: ReadonlySet<string> = new Set(
  RESULT_TYPES.filter((kind) => kind.key !== 'services')
    .flatMap((kind) => [kind.one, kind.many])
    .filter((word) => !word.includes(' ')),
)

export interface NamingOptions {
  /** The place found in the words: its words are where, not what ('chsp fremantle' names CHSP). */
  place?: Pick<Place, 'name'> | null
  /** Words for kinds of result the caller lists, said beside a name or alone (KINDS_OTHER_THAN_SERVICES on /search). */
  kinds?: ReadonlySet<string>
}

/**
 * Whether the words name something rather than describe a need: every word (as the index reads
 * them, stop words left out) is in the title or another name of one of the best few hits of any kind,
 * near enough ('complaint' in 'Complaints and feedback', 'HCP' for Home Care Packages, 'home care
 * parramatta'). Left out first: the place found in the words, the words of asking (ASKING) and the
 * words for a kind of result (`kinds`); words that are nothing but kinds ('jobs') name that kind.
 * Such words find what they name first, as they always did; needs are read in the others ('my
 * partner hurts me').
 */
export function wordsName(words: string, names: Iterable<string>, { place, kinds }: NamingOptions = {}): boolean {
  const where = new Set(place ? tokenize(place.name) : [])
  const said = queryWords(words).filter((word) => !where.has(word) && !ASKING.has(word))
  const asked = said.filter((word) => !kinds?.has(word))
  if (asked.length === 0) return said.length > 0
  for (const name of names) {
    const named = queryWords(name)
    if (asked.every((word) => named.some((other) => sameWord(word, other)))) return true
  }
  return false
}

/**
 * One word, or one's start the other's ('job' and 'jobs'), or the same but for their last letters
 * ('complaint', 'complaints'), or a typing mistake the index forgives with the same first letter ('counceling').
 */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true
  const shorter = Math.min(a.length, b.length)
  if (shorter >= 3 && (a.startsWith(b) || b.startsWith(a))) return true
  if (shorter >= 5 && a.slice(0, shorter - 2) === b.slice(0, shorter - 2)) return true
  // People seldom get a word's first letter wrong (nearest-word.ts): 'lonely' is not 'money', nor 'scared' 'care'.
  return a[0] === b[0] && distance(a, b) <= typoAllowance(a)
}
