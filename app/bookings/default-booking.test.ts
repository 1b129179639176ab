import { describe, expect, it } from 'vitest'
import { defaultBooking, defaultBookingSlug, serviceBookingLink, serviceSlugsFor } from './default-booking'
import { validateBooking } from './form'
import { askedSections } from './submission.server'

const service = {
  _id: 'service-0003',
  title: 'Home Care Packages – Greenway',
  slug: 'home-care-packages-greenway',
  summary: 'Coordinated care at home.',
  ndis: false,
  intakeEmail: 'aged.greenway@altogether.example',
  hasOwnBooking: false,
  locations: [{ _id: 'location-0001', title: 'Greenway Community Hub', suburb: 'Greenway', state: 'ACT' }],
}

describe('the default booking of a service', () => {
  it('is built as a booking page for the service, sent to its intake address', () => {
    const booking = defaultBooking(service, 'home-care-packages-greenway', 'hello@altogether.example')
    expect(booking.title).toBe('Request Home Care Packages – Greenway')
    expect(booking.slug).toBe('home-care-packages-greenway')
    expect(booking.notifyEmail).toBe('aged.greenway@altogether.example')
    expect(booking.service).toEqual({
      _id: service._id,
      title: service.title,
      slug: service.slug,
      summary: service.summary,
      locations: service.locations,
    })
    expect(askedSections(booking)).toEqual(['availability', 'where', 'interpreter', 'accessibility'])
    expect(booking.intro?.[0]?._type).toBe('block')
    expect(booking.confirmation?.length).toBeGreaterThan(0)
  })

  it("uses the organisation's address for a service without an intake address, and asks about the NDIS for an NDIS service", () => {
    const booking = defaultBooking({ ...service, intakeEmail: null, ndis: true }, 'x', 'hello@altogether.example')
    expect(booking.notifyEmail).toBe('hello@altogether.example')
    expect(askedSections(booking)).toContain('ndis')
  })

  it("validates a request against the service's own locations", () => {
    const booking = defaultBooking(service, service.slug, null)
    const context = { askFor: askedSections(booking), locations: booking.service?.locations ?? [] }
    const answers = {
      for: 'me',
      contactName: 'Alex',
      contactMethod: 'phone',
      phone: '0412 345 678',
      consent: 'yes',
      where: 'location',
      days: [],
      times: [],
    }
    expect(validateBooking({ ...answers, locationId: 'location-0001' }, context)).toMatchObject({
      ok: true,
      details: { location: { id: 'location-0001', title: 'Greenway Community Hub' } },
    })
    expect(validateBooking({ ...answers, locationId: 'location-9999' }, context)).toEqual({
      ok: false,
      errors: { locationId: 'Select a location' },
    })
  })
})

describe('where a default booking lives', () => {
  it("is the service's slug, unless a booking document has it: then the first free '-request' slug", () => {
    expect(defaultBookingSlug('respite', [])).toBe('respite')
    expect(defaultBookingSlug('respite', ['respite'])).toBe('respite-request')
    expect(defaultBookingSlug('respite', ['respite', 'respite-request', null])).toBe('respite-request-2')
    expect(defaultBookingSlug('respite', ['respite', 'respite-request', 'respite-request-2'])).toBe('respite-request-3')
  })

  it('is found again from its slug', () => {
    expect(serviceSlugsFor('respite')).toEqual(['respite'])
    expect(serviceSlugsFor('respite-request')).toEqual(['respite-request', 'respite'])
    expect(serviceSlugsFor('respite-request-2')).toEqual(['respite-request-2', 'respite'])
    expect(serviceSlugsFor('-request')).toEqual(['-request'])
  })

  it('is linked from the service page, unless the service has a booking document of its own', () => {
    expect(serviceBookingLink({ slug: 'respite', booking: null, bookingSlugs: ['counselling-appointment'] })).toEqual({
      href: '/booking/respite',
      text: 'Request this service',
    })
    expect(serviceBookingLink({ slug: 'respite', booking: null, bookingSlugs: ['respite'] })).toEqual({
      href: '/booking/respite-request',
      text: 'Request this service',
    })
    expect(
      serviceBookingLink({
        slug: 'counselling',
        booking: { slug: 'counselling-appointment', title: 'Book a counselling appointment' },
        bookingSlugs: ['counselling-appointment'],
      }),
    ).toEqual({
      href: '/booking/counselling-appointment',
      text: 'Book a counselling appointment',
    })
  })
})
