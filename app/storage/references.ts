import { randomInt } from 'node:crypto'

/**
 * The references visitors are given and staff quote, like BK-7KQM-2XDP: a prefix that says what it
 * names, then letters and digits that cannot be mistaken for each other when read out on the phone.
 * 30⁸ possibilities, so one cannot be guessed from another.
 */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789'
const PART = '[A-HJKMNP-TV-Z2-9]{4}'

export function newReference(prefix: string): string {
  const part = () => Array.from({ length: 4 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')
  return `${prefix}-${part()}-${part()}`
}

/** What a reference with this prefix looks like, for checking one that came from outside before it is looked up. */
export function referencePattern(prefix: string): RegExp {
  return new RegExp(`^${prefix}-${PART}-${PART}$`)
}
