/** The periods a pay figure can be for, in the words schema.org's `unitText` uses for a salary (Google's JobPosting). */
export type PayPeriod = 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR'

/** An open role's pay in numbers, in Australian dollars: one figure, or a range from `min` to `max`. */
export type Pay = { value: number; period: PayPeriod } | { min: number; max: number; period: PayPeriod }

/** '$80,000', '$38.50', '$95k': the only figures read (the site is Australian: '$' is AUD). */
const DOLLARS = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?(\s?k\b)?/gi

/** What stands between two figures of a range: '$72,000 to $78,000', '$72,000 - $78,000', 'between $72,000 and $78,000'. */
const RANGE_JOIN = /^\s*(?:to|-|–|—|and)\s*$/i

/** Words that say which period a figure is for. */
const PERIOD_WORDS: Array<[PayPeriod, RegExp]> = [
  ['HOUR', /(?:\b(?:an?|per|each)\s+|\/\s*)(?:hour|hr)\b|\bhourly\b|\bp\/?h\b/i],
  ['DAY', /(?:\b(?:an?|per|each)\s+|\/\s*)day\b|\bdaily\b/i],
  ['WEEK', /(?:\b(?:an?|per|each)\s+|\/\s*)(?:week|wk)\b|\bweekly\b|\bp\/?w\b/i],
  ['MONTH', /(?:\b(?:an?|per|each)\s+|\/\s*)month\b|\bmonthly\b/i],
  ['YEAR', /(?:\b(?:an?|per|each)\s+|\/\s*)(?:year|yr|annum)\b|\bannual(?:ly)?\b|\bp\.?a\b\.?/i],
]

/** Other currencies, or periods schema.org has no word for (a fortnight, a shift): such a text is not read. */
const NOT_READ =
  /\b(?:USD|NZD|GBP|EUR)\b|\b(?:US|NZ)\$|[€£]|\b(?:an?|per|each)\s+(?:session|shift|visit|fortnight)\b|\bfortnightly\b/i

/** With no period named, a figure this large is a year's pay (Australian job ads give annual salaries so). */
const ANNUAL_AT_LEAST = 20_000

/**
 * An open role's pay text ('$72,000 to $78,000 plus super', '$38.50 to $42.10 an hour plus super') in
 * numbers, when it can be read without guessing: one dollar figure or two joined as a range, a period
 * named once (or none, for a figure of a year's size), no other currency. Anything else (no figure,
 * more figures, two periods, 'per shift', a range that runs backwards) is null, and the pay is left to
 * the words on the page. 'Plus super' and 'pro rata' do not change the figures: they are the base pay,
 * full-time equivalent, as Australian job ads state it.
 */
export function parsePay(text: string | null | undefined): Pay | null {
  if (!text || NOT_READ.test(text)) return null
  const figures = [...text.matchAll(DOLLARS)]
  const [first, second] = figures
  if (!first || figures.length > 2) return null
  if (second && !RANGE_JOIN.test(text.slice(first.index + first[0].length, second.index))) return null
  const amounts = figures.map(dollars)
  const periods = PERIOD_WORDS.filter(([, words]) => words.test(text)).map(([period]) => period)
  if (periods.length > 1) return null
  const period = periods[0] ?? (amounts.every((amount) => amount >= ANNUAL_AT_LEAST) ? 'YEAR' : null)
  if (!period) return null
  const [min, max] = amounts as [number, number | undefined]
  if (max === undefined || max === min) return { value: min, period }
  return min < max ? { min, max, period } : null
}

function dollars([, whole = '', cents = '', thousands]: RegExpMatchArray): number {
  const amount = Number(whole.replaceAll(',', '') + cents)
  return thousands ? amount * 1000 : amount
}
