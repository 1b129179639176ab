import type { Transporter } from 'nodemailer'
import { errorFields, log } from '~/logging/log.server'
import type { Queryable } from '~/storage/database.server'

/**
 * Delivers the outboxes: each queued notification is emailed to the address stored with it. Every kind
 * of submission that notifies staff (booking requests, problem reports) has an outbox table of the same
 * shape beside its own table (app/storage/migrations), and an `OutboxKind` that says where they are and
 * what the email says; one notifier delivers them all.
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

/** What every outbox row holds, whatever it notifies about. */
export interface Queued {
  id: number
  recipient: string
  messageId: string
  attempts: number
  /** The submission's reference: the only thing about it that is logged. */
  reference: string
}

/**
 * One outbox: its table (columns as in booking_outbox), the table of what it notifies about (`owner`, with
 * a `reference` column) and the column naming the owner's row, the owner's columns the email needs, and the email.
 * The names are the code's own constants, never input.
 */
export interface OutboxKind<Message = unknown> {
  /** In log lines: 'booking', 'problem report'. */
  name: string
  table: string
  ownerTable: string
  ownerColumn: string
  /** A select list over `owner`, aliased to Message's fields, e.g. `owner.booking_title as "bookingTitle"`. */
  ownerFields: string
  email(message: Message & Queued): { subject: string; text: string }
}

/** Claims up to `limit` due notifications of one outbox for `leaseSeconds`, counting the attempt. */
export async function claimDue<Message>(
  db: Queryable,
  kind: OutboxKind<Message>,
  limit: number,
  leaseSeconds: number,
): Promise<Array<Message & Queued>> {
  return db.query<Message & Queued>(
    `with due as (
       select id from ${kind.table}
        where sent_at is null and next_attempt_at <= now() and (claimed_until is null or claimed_until < now())
        order by next_attempt_at, id
        limit $1
        for update skip locked
     ), claimed as (
       update ${kind.table} o
          set claimed_until = now() + make_interval(secs => $2), attempts = o.attempts + 1
         from due
        where o.id = due.id
       returning o.id, o.${kind.ownerColumn} as owner_id, o.recipient, o.message_id, o.attempts
     )
     select claimed.id, claimed.recipient, claimed.message_id as "messageId", claimed.attempts, owner.reference, ${kind.ownerFields}
       from claimed join ${kind.ownerTable} owner on owner.id = claimed.owner_id
      order by claimed.id`,
    [limit, leaseSeconds],
  )
}

/** Seconds to wait after the given failed attempt: base × 2^(attempt − 1), at most the maximum, then between half and all of it. */
export function retryDelaySeconds(
  attempt: number,
  baseSeconds: number,
  maxSeconds: number,
  random = Math.random,
): number {
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
  readonly kinds: ReadonlyArray<OutboxKind<never>>
  readonly settings: NotifierSettings

  constructor(
    db: Queryable,
    transport: Transporter,
    kinds: ReadonlyArray<OutboxKind<never>>,
    settings: NotifierSettings,
  ) {
    this.db = db
    this.transport = transport
    this.kinds = kinds
    this.settings = settings
  }

  /** Checks the outboxes now and every poll interval. */
  start() {
    this.#timer = setInterval(() => this.wake(), this.settings.pollSeconds * 1000)
    this.#timer.unref()
    this.wake()
  }

  /** Sends what is due as soon as possible (something new was queued). */
  wake() {
    if (this.#stopped) return
    if (this.#running) {
      this.#again = true
      return
    }
    this.#running = this.drain()
      .catch((error: unknown) => log.error('outbox check failed', errorFields(error)))
      .finally(() => {
        this.#running = undefined
        if (this.#again) {
          this.#again = false
          this.wake()
        }
      })
  }

  /** Sends every due notification of every outbox, batch by batch, until none is due. */
  async drain(): Promise<void> {
    for (const kind of this.kinds) await this.drainOne(kind)
  }

  async drainOne<Message>(kind: OutboxKind<Message>): Promise<void> {
    const { batchSize = 20, leaseSeconds = 120 } = this.settings
    for (;;) {
      if (this.#stopped) return
      const claimed = await claimDue(this.db, kind, batchSize, leaseSeconds)
      for (const notification of claimed) await this.send(kind, notification)
      if (claimed.length < batchSize) return
    }
  }

  async send<Message>(kind: OutboxKind<Message>, notification: Message & Queued) {
    try {
      await this.transport.sendMail({
        from: this.settings.from,
        to: notification.recipient,
        messageId: notification.messageId,
        ...kind.email(notification),
      })
      await this.db.query(
        `update ${kind.table} set sent_at = now(), claimed_until = null, last_error = null where id = $1`,
        [notification.id],
      )
      log.info(`${kind.name} notification sent`, { reference: notification.reference, attempt: notification.attempts })
    } catch (error) {
      const retryIn = retryDelaySeconds(
        notification.attempts,
        this.settings.retryBaseSeconds,
        this.settings.retryMaxSeconds,
      )
      await this.db.query(
        `update ${kind.table} set claimed_until = null, next_attempt_at = now() + make_interval(secs => $2), last_error = $3 where id = $1`,
        [notification.id, retryIn, String(error instanceof Error ? error.message : error).slice(0, 500)],
      )
      // The mail server's words can quote the message: log only its codes.
      const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number }
      log.warn(`${kind.name} notification not sent; will retry`, {
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
