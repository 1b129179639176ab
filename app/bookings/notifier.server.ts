import type { Transporter } from 'nodemailer'
import { errorFields, log } from '~/logging/log.server'
import type { Queryable } from './database.server'
import { CHOICES, choiceLabel, type BookingDetails } from './form'

/**
 * Delivers the outbox: each queued notification is emailed to the booking page's notify address.
 *
 * A sender claims due rows with `FOR UPDATE SKIP LOCKED` and a lease (`claimed_until`), so two server
 * processes never send the same row at the same time. A failed send is retried with exponential back-off
 * (and jitter) for as long as it takes; nothing is ever given up. Delivery is at least once: a process
 * that dies after the mail server accepted a message but before recording it sends it again when the
 * lease ends, with the same Message-ID, which mail systems use to recognise the repeat.
 */
export interface NotifierSettings {
  from: string
  retryBaseSeconds: number
  retryMaxSeconds: number
  pollSeconds: number
  /** How long a claimed row belongs to this sender before another may try it. */
  leaseSeconds?: number
  batchSize?: number
}

export interface Notification {
  id: number
  recipient: string
  messageId: string
  attempts: number
  reference: string
  bookingTitle: string
  serviceTitle: string | null
  details: BookingDetails
  createdAt: Date
}

/** Claims up to `limit` due notifications for `leaseSeconds`, counting the attempt. */
export async function claimDue(db: Queryable, limit: number, leaseSeconds: number): Promise<Notification[]> {
  return db.query<Notification>(
    `with due as (
       select id from booking_outbox
        where sent_at is null and next_attempt_at <= now() and (claimed_until is null or claimed_until < now())
        order by next_attempt_at, id
        limit $1
        for update skip locked
     )
     update booking_outbox o
        set claimed_until = now() + make_interval(secs => $2), attempts = o.attempts + 1
       from due, booking_requests r
      where o.id = due.id and r.id = o.request_id
     returning o.id, o.recipient, o.message_id as "messageId", o.attempts, r.reference, r.booking_title as "bookingTitle",
               r.service_title as "serviceTitle", r.details, r.created_at as "createdAt"`,
    [limit, leaseSeconds],
  )
}

/** Seconds to wait after the given failed attempt: base × 2^(attempt − 1), at most the maximum, then between half and all of it. */
export function retryDelaySeconds(attempt: number, baseSeconds: number, maxSeconds: number, random = Math.random): number {
  const ceiling = Math.min(baseSeconds * 2 ** Math.max(0, attempt - 1), maxSeconds)
  return ceiling / 2 + (random() * ceiling) / 2
}

export class Notifier {
  #timer: NodeJS.Timeout | undefined
  #running: Promise<void> | undefined
  #again = false
  #stopped = false

  readonly db: Queryable
  readonly transport: Transporter
  readonly settings: NotifierSettings

  constructor(db: Queryable, transport: Transporter, settings: NotifierSettings) {
    this.db = db
    this.transport = transport
    this.settings = settings
  }

  /** Checks the outbox now and every poll interval. */
  start() {
    this.#timer = setInterval(() => this.wake(), this.settings.pollSeconds * 1000)
    this.#timer.unref()
    this.wake()
  }

  /** Sends what is due as soon as possible (a new request was queued). */
  wake() {
    if (this.#stopped) return
    if (this.#running) {
      this.#again = true
      return
    }
    this.#running = this.drain()
      .catch((error: unknown) => log.error('booking outbox check failed', errorFields(error)))
      .finally(() => {
        this.#running = undefined
        if (this.#again) {
          this.#again = false
          this.wake()
        }
      })
  }

  /** Sends every due notification, batch by batch, until none is due. */
  async drain(): Promise<void> {
    const { batchSize = 20, leaseSeconds = 120 } = this.settings
    for (;;) {
      if (this.#stopped) return
      const claimed = await claimDue(this.db, batchSize, leaseSeconds)
      for (const notification of claimed) await this.send(notification)
      if (claimed.length < batchSize) return
    }
  }

  async send(notification: Notification) {
    try {
      await this.transport.sendMail({ from: this.settings.from, to: notification.recipient, messageId: notification.messageId, ...notificationEmail(notification) })
      await this.db.query('update booking_outbox set sent_at = now(), claimed_until = null, last_error = null where id = $1', [notification.id])
      log.info('booking notification sent', { reference: notification.reference, attempt: notification.attempts })
    } catch (error) {
      const retryIn = retryDelaySeconds(notification.attempts, this.settings.retryBaseSeconds, this.settings.retryMaxSeconds)
      await this.db.query('update booking_outbox set claimed_until = null, next_attempt_at = now() + make_interval(secs => $2), last_error = $3 where id = $1', [
        notification.id,
        retryIn,
        String(error instanceof Error ? error.message : error).slice(0, 500),
      ])
      // The mail server's words can quote the message: log only its codes.
      const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number }
      log.warn('booking notification not sent; will retry', {
        reference: notification.reference,
        attempt: notification.attempts,
        retryInSeconds: Math.round(retryIn * 10) / 10,
        code,
        responseCode,
      })
    }
  }

  async stop() {
    this.#stopped = true
    clearInterval(this.#timer)
    await this.#running
    this.transport.close()
  }
}

/** The email the intake team receives: every answer, labelled as on the form. */
export function notificationEmail(notification: Pick<Notification, 'reference' | 'bookingTitle' | 'serviceTitle' | 'details' | 'createdAt'>): { subject: string; text: string } {
  const { details } = notification
  const lines: Array<[string, string | undefined]> = [
    ['Reference', notification.reference],
    ['Booking page', notification.bookingTitle],
    ['Service', notification.serviceTitle ?? undefined],
    ['Received', new Date(notification.createdAt).toLocaleString('en-AU', { timeZone: 'Australia/Sydney', dateStyle: 'full', timeStyle: 'short' })],
    ['For', choiceLabel(CHOICES.for, details.for)],
    ['Their name', details.personName],
    ['Contact name', details.contactName],
    ['Contact by', choiceLabel(CHOICES.contactMethod, details.contactMethod)],
    ['Phone', details.phone],
    ['Email', details.email],
    ['Days', details.days?.map((day) => choiceLabel(CHOICES.days, day)).join(', ')],
    ['Times', details.times?.map((time) => choiceLabel(CHOICES.times, time)).join(', ')],
    ['Where', details.where ? choiceLabel(CHOICES.where, details.where) + (details.location ? `: ${details.location.title}` : '') : undefined],
    ['Interpreter', details.interpreter === undefined ? undefined : details.interpreter ? `Yes: ${details.language ?? ''}` : 'No'],
    ['Accessibility needs', details.accessibilityNeeds],
    ['NDIS participant', details.ndis ? choiceLabel(CHOICES.ndis, details.ndis) : undefined],
    ['Message', details.message],
  ]
  const text = lines
    .filter((line): line is [string, string] => Boolean(line[1]))
    .map(([label, value]) => `${label}: ${value.includes('\n') ? `\n${value}` : value}`)
    .join('\n')
  return {
    subject: `Booking request ${notification.reference}: ${notification.bookingTitle}`,
    text: `A new booking request from the website. Please contact the person within the time the booking page promises.\n\n${text}\n\nMark it handled when done: npm run bookings -- handle ${notification.reference}\n`,
  }
}
