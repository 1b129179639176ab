import { labelledLines, receivedAt } from '~/outbox/email-text'
import type { OutboxKind } from '~/outbox/notifier.server'
import { CHOICES, choiceLabel, type BookingDetails } from './form'

/** What a booking request's email is made from: the request as stored (booking_requests). */
export interface BookingNotification {
  reference: string
  bookingTitle: string
  serviceTitle: string | null
  details: BookingDetails
  createdAt: Date
}

/** Booking requests' outbox: each request's email to the booking page's 'Send requests to' address. */
export const BOOKING_OUTBOX: OutboxKind<BookingNotification> = {
  name: 'booking',
  table: 'booking_outbox',
  ownerTable: 'booking_requests',
  ownerColumn: 'request_id',
  ownerFields:
    'owner.booking_title as "bookingTitle", owner.service_title as "serviceTitle", owner.details, owner.created_at as "createdAt"',
  email: (notification) => notificationEmail(notification),
}

/** The email the intake team receives: every answer, labelled as on the form. */
export function notificationEmail(notification: BookingNotification): { subject: string; text: string } {
  const { details } = notification
  const text = labelledLines([
    ['Reference', notification.reference],
    ['Booking page', notification.bookingTitle],
    ['Service', notification.serviceTitle ?? undefined],
    ['Received', receivedAt(notification.createdAt)],
    ['For', choiceLabel(CHOICES.for, details.for)],
    ['Their name', details.personName],
    ['Contact name', details.contactName],
    ['Contact by', choiceLabel(CHOICES.contactMethod, details.contactMethod)],
    ['Phone', details.phone],
    ['Email', details.email],
    ['Days', details.days?.map((day) => choiceLabel(CHOICES.days, day)).join(', ')],
    ['Times', details.times?.map((time) => choiceLabel(CHOICES.times, time)).join(', ')],
    [
      'Where',
      details.where
        ? choiceLabel(CHOICES.where, details.where) + (details.location ? `: ${details.location.title}` : '')
        : undefined,
    ],
    [
      'Interpreter',
      details.interpreter === undefined ? undefined : details.interpreter ? `Yes: ${details.language ?? ''}` : 'No',
    ],
    ['Accessibility needs', details.accessibilityNeeds],
    ['NDIS participant', details.ndis ? choiceLabel(CHOICES.ndis, details.ndis) : undefined],
    ['Message', details.message],
  ])
  return {
    subject: `Booking request ${notification.reference}: ${notification.bookingTitle}`,
    text: `A new booking request from the website. Please contact the person within the time the booking page promises.\n\n${text}\n\nMark it handled when done: npm run bookings -- handle ${notification.reference}\n`,
  }
}
