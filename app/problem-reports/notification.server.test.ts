import { expect, it } from 'vitest'
import { reportEmail } from './notification.server'

it('tells the content team which page, what is wrong, the note, and where to correct it', () => {
  const email = reportEmail(
    {
      reference: 'PR-AAAA-BBBB',
      listingPath: 'locations/dandenong-family-centre',
      listingId: 'location-12',
      listingTitle: 'Dandenong Family Centre',
      details: { wrong: ['phone', 'closed'], note: 'Rings out.\nDoor locked.' },
      createdAt: new Date('2026-11-22T00:00:00Z'),
    },
    { siteUrl: 'https://www.altogether.example', studioUrl: 'https://studio.altogether.example/' },
  )
  expect(email.subject).toBe(
    'Problem report PR-AAAA-BBBB: Dandenong Family Centre (the phone number, this location has closed)',
  )
  expect(email.text).toContain(
    'Page: \nDandenong Family Centre\nhttps://www.altogether.example/locations/dandenong-family-centre\n',
  )
  expect(email.text).toContain(
    'What is wrong: The phone number, This location has closed\nTheir note: \nRings out.\nDoor locked.\n',
  )
  expect(email.text).toContain(
    'In the Studio: https://studio.altogether.example/intent/edit/id=location-12;type=location',
  )
  expect(email.text).toContain('npm run bookings -- reports handle PR-AAAA-BBBB')
})
