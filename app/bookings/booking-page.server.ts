import { loadQuery } from '~/content/load.server'
import { bookingPageQuery, defaultBookingQuery } from '~/content/queries/booking'
import { defaultBooking, defaultBookingSlug, serviceSlugsFor } from './default-booking'
import type { BookingPage } from './submission.server'

/**
 * The booking page at /booking/{slug}: a booking document with that slug, else the default booking of
 * the visible service without a booking document of its own whose default booking lives there. Null
 * when neither exists.
 */
export async function loadBookingPage(request: Request, slug: string): Promise<BookingPage | null> {
  const booking = await loadQuery(request, bookingPageQuery, { slug })
  if (booking) return booking
  for (const serviceSlug of serviceSlugsFor(slug)) {
    const { service, organisationEmail, bookingSlugs } = await loadQuery(request, defaultBookingQuery, {
      slug: serviceSlug,
    })
    if (!service?.slug || service.hasOwnBooking) continue
    if (defaultBookingSlug(service.slug, bookingSlugs) === slug) return defaultBooking(service, slug, organisationEmail)
  }
  return null
}
