/**
 * Numbers as Australian English writes them ("1,234", "2.5"), the same as
 * `Intl.NumberFormat('en-AU', { maximumFractionDigits })` but without Intl: a page's first Intl
 * formatter holds Chromium's main thread while it loads the locale's data, and counts and distances
 * are on most pages as they hydrate (docs/decisions/0030-no-intl-while-a-page-loads.md has the figures).
 */
export function formatNumber(
  value: number,
  { maximumFractionDigits = 0 }: { maximumFractionDigits?: number } = {},
): string {
  if (!Number.isFinite(value)) return String(value)
  const magnitude = Math.abs(value)
  // The shortest decimal that reads back as the number, which is also what Intl rounds.
  // Beyond that, exponent notation: a whole number from 10^21 up, and from 10^-7 down, no digit that shows.
  const shortest = magnitude.toString()
  const decimal = !shortest.includes('e')
    ? shortest
    : magnitude >= 1
      ? BigInt(magnitude).toString()
      : magnitude.toFixed(maximumFractionDigits + 1)
  const [whole = '0', fraction = ''] = decimal.split('.')
  let digits = BigInt(whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0'))
  // Halves round away from zero, as Intl's default rounding mode does.
  if ((fraction[maximumFractionDigits] ?? '0') >= '5') digits += 1n
  const text = digits.toString().padStart(maximumFractionDigits + 1, '0')
  const wholePart = text.slice(0, text.length - maximumFractionDigits)
  const fractionPart = text.slice(text.length - maximumFractionDigits).replace(/0+$/, '')
  const grouped = wholePart.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const sign = value < 0 && digits > 0n ? '-' : ''
  return `${sign}${grouped}${fractionPart ? `.${fractionPart}` : ''}`
}

/** A whole number of things, grouped in thousands: "1,234". */
export function formatCount(count: number): string {
  return formatNumber(count)
}
