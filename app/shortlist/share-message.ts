import { PRODUCT } from '~/lib/titles/page-title'

/** What a shared list says: each listing's name and phone number, then the link that opens the list. */
export interface ShareMessage {
  subject: string
  /** Lines joined with '\n'. */
  text: string
}

export function shareMessage(
  listings: ReadonlyArray<{ title: string; phone: string | null }>,
  url: string,
): ShareMessage {
  const lines = listings.map(({ title, phone }) => (phone ? `${title}: ${phone}` : title))
  return {
    subject: `Services and locations from ${PRODUCT}`,
    text: [`Saved from ${PRODUCT}:`, ...lines, `See them all: ${url}`].join('\n'),
  }
}

/** 'Send by text': an sms: link with no number, so the phone asks who to (RFC 5724's body field). */
export function smsHref({ text }: ShareMessage): string {
  return `sms:?body=${encodeURIComponent(text)}`
}

/** 'Send by email': a mailto: link with no address; RFC 6068 wants CRLF line breaks, percent-encoded. */
export function mailtoHref({ subject, text }: ShareMessage): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text.replaceAll('\n', '\r\n'))}`
}
