import { describe, expect, it } from 'vitest'
import { mailtoHref, shareMessage, smsHref } from './share-message'

const message = shareMessage(
  [
    { title: 'Home Care Packages – Blacktown', phone: '02 5550 3408' },
    { title: 'Parramatta Community Hub & Café', phone: null },
  ],
  'https://www.example.org/saved?ids=service-0002,location-0001',
)

describe('a shared list', () => {
  it('names each listing with its phone number, then the link', () => {
    expect(message.text).toBe(
      [
        'Saved from Altogether better care:',
        'Home Care Packages – Blacktown: 02 5550 3408',
        'Parramatta Community Hub & Café',
        'See them all: https://www.example.org/saved?ids=service-0002,location-0001',
      ].join('\n'),
    )
  })

  it('goes in a text message to whoever the visitor chooses', () => {
    const href = smsHref(message)
    expect(href.startsWith('sms:?body=')).toBe(true)
    expect(decodeURIComponent(href.slice('sms:?body='.length))).toBe(message.text)
  })

  it('goes in an email with a subject, its lines CRLF as mailto: asks, nothing unencoded', () => {
    const url = new URL(mailtoHref(message))
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe('')
    expect(url.searchParams.get('subject')).toBe('Services and locations from Altogether better care')
    expect(url.searchParams.get('body')).toBe(message.text.replaceAll('\n', '\r\n'))
    expect(mailtoHref(message)).not.toMatch(/\s|& Café/)
  })
})
