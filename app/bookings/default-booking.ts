import { href } from 'react-router'
import type { DefaultBookingQueryResult } from '~/content/sanity.types'
import type { OptionalSection } from './form'
import type { BookingPage } from './submission.server'

type DefaultBookingService = NonNullable<DefaultBookingQueryResult['service']>

/** What the default booking asks besides the name and contact details; NDIS only for a service NDIS funds. */
const DEFAULT_SECTIONS: readonly OptionalSection[] = ['availability', 'where', 'interpreter', 'accessibility']

/** The button on a service page whose booking is the default one. */
export const DEFAULT_BOOKING_LINK_TEXT = 'Request this service'

const SUFFIX = '-request'

/**
 * Where a service's default booking lives (docs/decisions/0016-a-default-booking-for-every-service.md):
 * /booking/{service slug}, unless a booking document already uses that slug; then {slug}-request, then
 * {slug}-request-2, -3, … the first one free. A booking document's slug always wins.
 */
export function defaultBookingSlug(serviceSlug: string, bookingSlugs: ReadonlyArray<string | null> | null): string {
  const taken = new Set(bookingSlugs)
  if (!taken.has(serviceSlug)) return serviceSlug
  for (let count = 1; ; count += 1) {
    const slug = count === 1 ? `${serviceSlug}${SUFFIX}` : `${serviceSlug}${SUFFIX}-${count}`
    if (!taken.has(slug)) return slug
  }
}

/** The service slugs whose default booking could live at a booking slug (the slug itself, or it without the suffix). */
export function serviceSlugsFor(bookingSlug: string): string[] {
  const base = bookingSlug.replace(new RegExp(`${SUFFIX}(?:-\\d+)?$`), '')
  return base && base !== bookingSlug ? [bookingSlug, base] : [bookingSlug]
}

/** The booking link of a service page: its own booking document's, or its default booking's. */
export function serviceBookingLink(service: {
  slug: string | null
  booking: { slug: string | null; title: string | null } | null
  bookingSlugs: ReadonlyArray<string | null> | null
}): { href: string; text: string } | null {
  if (service.booking?.slug)
    return {
      href: href('/booking/:slug', { slug: service.booking.slug }),
      text: service.booking.title ?? 'Request an appointment',
    }
  if (!service.slug) return null
  return {
    href: href('/booking/:slug', { slug: defaultBookingSlug(service.slug, service.bookingSlugs) }),
    text: DEFAULT_BOOKING_LINK_TEXT,
  }
}

const paragraph = (key: string, ...spans: Array<{ text: string; strong?: boolean }>) => ({
  _key: key,
  _type: 'block' as const,
  style: 'normal' as const,
  markDefs: [],
  children: spans.map((span, index) => ({
    _key: `${key}-${index}`,
    _type: 'span' as const,
    text: span.text,
    marks: span.strong ? ['strong'] : [],
  })),
})

/**
 * The default booking of a service with no booking document of its own, as data in the shape a booking
 * document is loaded in, so the same page, form, validation, storage and confirmation serve it. Requests
 * go to the service's intake address, or the organisation's when the service has none.
 */
export function defaultBooking(
  service: DefaultBookingService,
  bookingSlug: string,
  organisationEmail: string | null,
): BookingPage {
  const title = service.title ?? 'this service'
  return {
    _id: `default-booking.${service._id}`,
    title: `Request ${title}`,
    slug: bookingSlug,
    intro: [
      paragraph(
        'intro',
        { text: `Ask us about ${title} for yourself or for someone you care for, such as a parent. ` },
        {
          text: 'Tell us a little about what would help and when suits you. Someone from our intake team will contact you within two working days.',
        },
      ),
      paragraph(
        'danger',
        { text: 'If you are in danger, call 000.', strong: true },
        { text: ' This form is not checked after hours.' },
      ),
    ],
    askFor: service.ndis ? [...DEFAULT_SECTIONS, 'ndis'] : [...DEFAULT_SECTIONS],
    confirmation: [
      paragraph('thanks', {
        text: 'Thank you. We have your request and will contact you within two working days. Keep your reference number in case you need to contact us about it.',
      }),
    ],
    notifyEmail: service.intakeEmail || organisationEmail || null,
    service: {
      _id: service._id,
      title: service.title,
      slug: service.slug,
      summary: service.summary,
      locations: service.locations,
    },
    seo: null,
  }
}
