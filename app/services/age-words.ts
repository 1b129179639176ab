/** Upper ages of 100 or more mean 'no upper limit' in the sync. */
const NO_UPPER_LIMIT = 100

/** An age range in plain words: 'aged 65 and over', 'aged 12 to 25', 'aged up to 17', or 'of any age'. */
export function ageRangeInWords(start: number | null | undefined, end: number | null | undefined): string | null {
  const from = start ?? 0
  const to = end ?? NO_UPPER_LIMIT
  if (start == null && end == null) return null
  if (from <= 0 && to >= NO_UPPER_LIMIT) return 'of any age'
  if (to >= NO_UPPER_LIMIT) return `aged ${from} and over`
  if (from <= 0) return `aged up to ${to}`
  return `aged ${from} to ${to}`
}
