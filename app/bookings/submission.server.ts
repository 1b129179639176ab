import { href } from 'react-router'
import { env } from '~/config/env.server'
import type { ForPage } from '~/content/for-page'
import type { BookingPageQueryResult } from '~/content/sanity.types'
import { submitForm, type SubmissionChecks } from '~/form-submission/submission.server'
import { formValues, OPTIONAL_SECTIONS, validateBooking, type OptionalSection } from './form'
import { submitRequest } from './repository.server'

export type BookingPage = ForPage<NonNullable<BookingPageQueryResult>>

export const askedSections = (booking: Pick<BookingPage, 'askFor'>): OptionalSection[] =>
  OPTIONAL_SECTIONS.filter((section) => booking.askFor?.includes(section))

/**
 * Handles a booking form submission (the page's action) with the steps every form to staff takes
 * (app/form-submission/submission.server.ts): accepted, stored with its notification to the booking
 * page's 'Send requests to' address, then 303 to the confirmation page; not accepted, the form again.
 */
export async function submitBooking(request: Request, booking: BookingPage, checks: SubmissionChecks) {
  return submitForm(
    request,
    {
      words: { noun: 'request', home: 'booking page' },
      logName: 'booking request',
      logFields: { booking: booking.slug ?? '' },
      bodyLimitBytes: env().BOOKING_BODY_LIMIT_BYTES,
      values: formValues,
      validate: (values) =>
        validateBooking(values, { askFor: askedSections(booking), locations: booking.service?.locations ?? [] }),
      save: (store, details, idempotencyKey) =>
        submitRequest(
          store.db,
          {
            idempotencyKey,
            booking: {
              slug: booking.slug ?? '',
              title: booking.title ?? '',
              serviceTitle: booking.service?.title ?? null,
              notifyEmail: booking.notifyEmail ?? '',
            },
            details,
          },
          store.mailDomain,
        ),
      confirmation: (saved) =>
        href('/booking/:slug/confirmation/:reference', { slug: saved.slug, reference: saved.reference }),
    },
    checks,
  )
}
