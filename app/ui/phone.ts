/** A tel: link for a phone number as people write it ("1300 975 707" → "tel:1300975707"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`
}
