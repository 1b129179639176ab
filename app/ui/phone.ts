/** A tel: link for a phone number as people write it ("1300 975 707" → "tel:1300975707", "(02) 9876 5432" → "tel:0298765432"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
