import { australianPhone } from './australian-phone'

/** A stretch of text: words, or a phone number as it is written there. */
export type TextPart = { text: string; isPhoneNumber: boolean }

/**
 * Runs of digits joined by single spaces or hyphens, with +61 or an area code in brackets in front:
 * each a phone number candidate. Never part of a larger figure: a run does not start after a letter,
 * `$`, a comma or a point ('$2,000', '1.5'), nor end before a letter ('1800RESPECT', '8am').
 */
const DIGIT_RUN = /(?<![\w$.,])(?:\+61[ -]?|\(0\d\)[ -]?)?\d+(?:[ -]\d+)*(?!\w)/g

/** The emergency number, dialled as it is written. */
const EMERGENCY = '000'

/** The phone number at the start of a run of digit groups: the longest leading groups that make one ('13 11 14 24' → '13 11 14'), or null. */
function leadingPhoneNumber(run: string): string | null {
  const groups = run.split(/(?<=\d)(?=[ -]\d)/)
  for (let count = groups.length; count > 0; count--) {
    const candidate = groups.slice(0, count).join('')
    if (candidate === EMERGENCY || australianPhone(candidate)) return candidate
  }
  return null
}

/**
 * A text cut into words and the Australian phone numbers in it ('Call TIS National on 131 450.' →
 * 'Call TIS National on ', '131 450', '.'), so each number can become a tap-to-call link. Numbers are
 * the national formats australianPhone reads (landlines, mobiles, 1300, 1800, 13) and 000.
 */
export function phoneNumbersInText(text: string): TextPart[] {
  const parts: TextPart[] = []
  let wordsFrom = 0
  for (const match of text.matchAll(DIGIT_RUN)) {
    const number = leadingPhoneNumber(match[0])
    if (!number) continue
    if (match.index > wordsFrom) parts.push({ text: text.slice(wordsFrom, match.index), isPhoneNumber: false })
    parts.push({ text: number, isPhoneNumber: true })
    wordsFrom = match.index + number.length
  }
  if (wordsFrom < text.length) parts.push({ text: text.slice(wordsFrom), isPhoneNumber: false })
  return parts
}
