import { expect, it } from 'vitest'
import { notificationEmail } from './notification.server'

it('writes every answer into the email, labelled as on the form', () => {
  const email = notificationEmail({
    reference: 'BK-AAAA-BBBB',
    bookingTitle: 'Book a counselling appointment',
    serviceTitle: 'Counselling',
    createdAt: new Date('2026-11-22T00:00:00Z'),
    details: {
      for: 'someone-else',
      personName: 'Sam',
      contactName: 'Alex',
      contactMethod: 'sms',
      phone: '0412 345 678',
      days: ['monday', 'friday'],
      interpreter: true,
      language: 'Vietnamese',
      message: 'Two\nlines',
    },
  })
  expect(email.subject).toBe('Booking request BK-AAAA-BBBB: Book a counselling appointment')
  expect(email.text).toContain(
    'For: Someone I support or care for\nTheir name: Sam\nContact name: Alex\nContact by: Text message (SMS)\nPhone: 0412 345 678\nDays: Monday, Friday\nInterpreter: Yes: Vietnamese\nMessage: \nTwo\nlines',
  )
})
