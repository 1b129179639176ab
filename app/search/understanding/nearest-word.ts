import { distance } from 'fastest-levenshtein'

/**
 * The word among `candidates` nearest to `word`, when it is at most `allowed` letters away and starts
 * with the same letter (people seldom get the first letter wrong); else `word` as it is. The crisis
 * rules put their cue words right with it, the needs classifier the words it has learnt.
 */
export function nearestWord(word: string, candidates: Iterable<string>, allowed: number): string {
  let best = word
  let bestDistance = allowed + 1
  for (const candidate of candidates) {
    if (candidate[0] !== word[0] || Math.abs(candidate.length - word.length) > allowed) continue
    const apart = distance(candidate, word)
    if (apart < bestDistance) {
      best = candidate
      bestDistance = apart
    }
  }
  return best
}
