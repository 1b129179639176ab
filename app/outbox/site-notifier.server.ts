import type { BookingSettings } from '~/config/env.server'
import { log } from '~/logging/log.server'
import type { Queryable } from '~/storage/database.server'
import { Notifier, type OutboxKind } from './notifier.server'

let running: Notifier | null = null

/**
 * Starts the process's notifier over these outboxes when SMTP is configured, else leaves their rows
 * queued until a server with SMTP sends them. server/app.ts starts it once, naming every kind of form:
 * the outbox, the store and the form machinery below them know none.
 */
export async function startSiteNotifier(
  db: Queryable,
  outboxes: ReadonlyArray<OutboxKind<never>>,
  settings: BookingSettings,
): Promise<Notifier | null> {
  if (!settings.SMTP_URL) {
    log.warn('SMTP_URL is not set: notifications of booking requests and problem reports stay queued in the outbox')
    return null
  }
  // Loaded only when SMTP is configured: nodemailer is slow to load, at every start (decision 0050).
  const { default: nodemailer } = await import('nodemailer')
  const notifier = new Notifier(db, nodemailer.createTransport({ url: settings.SMTP_URL, pool: true }), outboxes, {
    from: settings.MAIL_FROM,
    retryBaseSeconds: settings.NOTIFY_RETRY_BASE_SECONDS,
    retryMaxSeconds: settings.NOTIFY_RETRY_MAX_SECONDS,
    pollSeconds: settings.NOTIFY_POLL_SECONDS,
  })
  notifier.start()
  running = notifier
  return notifier
}

/** Tells the process's notifier, when one runs, that an outbox row is waiting. */
export function wakeSiteNotifier(): void {
  running?.wake()
}

/** Stops the process's notifier (at shutdown, before the database closes). */
export async function stopSiteNotifier(): Promise<void> {
  const notifier = running
  running = null
  await notifier?.stop()
}
