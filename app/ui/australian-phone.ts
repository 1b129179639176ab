/**
 * Australian phone numbers as people write them: spaces, dashes, brackets, +61 or 0061 in front.
 * Returns the number in the national format intake staff dial from, or null when it is not one.
 */
export function australianPhone(input: string, { mobileOnly = false } = {}): string | null {
  let digits = input.replace(/[\s\-().]/g, '')
  if (/^(\+|00)61/.test(digits)) digits = '0' + digits.replace(/^(\+|00)61/, '').replace(/^0/, '')
  if (!/^\d+$/.test(digits)) return null
  if (/^04\d{8}$/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`
  if (mobileOnly) return null
  if (/^0[2378]\d{8}$/.test(digits)) return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`
  if (/^1[38]00\d{6}$/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`
  if (/^13\d{4}$/.test(digits)) return `${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`
  return null
}
