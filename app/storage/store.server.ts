import { BOOKING_OUTBOX } from '~/bookings/notification.server'
import { env, type BookingSettings } from '~/config/env.server'
import { log } from '~/logging/log.server'
import { Notifier, type OutboxKind } from '~/outbox/notifier.server'
import { PROBLEM_REPORT_OUTBOX } from '~/problem-reports/notification.server'
import { openDatabase, type Database } from './database.server'
import { migrate } from './migrate.server'

/** Every outbox the notifier delivers: booking requests to intake teams, problem reports to the content team. */
export const OUTBOXES: ReadonlyArray<OutboxKind<never>> = [BOOKING_OUTBOX, PROBLEM_REPORT_OUTBOX]

/**
 * The database of what visitors send (booking requests and problem reports), migrated, and the outbox
 * notifier when SMTP is configured.
 */
export interface SiteStore {
  db: Database
  /** Null without SMTP_URL: notifications then stay queued until a server with SMTP sends them. */
  notifier: Notifier | null
  /** The domain of Message-IDs: the sender address's. */
  mailDomain: string
  close(): Promise<void>
}

export async function openStore(settings: BookingSettings): Promise<SiteStore> {
  const db = migratedOnFirstUse(await openDatabase(settings))
  // A PostgreSQL server is checked and migrated now, so a wrong DATABASE_URL shows at start-up; the
  // embedded database waits for the first submission (or the outbox, below), as it costs memory to start.
  if (db.kind === 'postgres' || settings.SMTP_URL) await db.ready()
  let notifier: Notifier | null = null
  if (settings.SMTP_URL) {
    // Loaded only when SMTP is configured: nodemailer is slow to load, at every start (decision 0050).
    const { default: nodemailer } = await import('nodemailer')
    notifier = new Notifier(db, nodemailer.createTransport({ url: settings.SMTP_URL, pool: true }), OUTBOXES, {
      from: settings.MAIL_FROM,
      retryBaseSeconds: settings.NOTIFY_RETRY_BASE_SECONDS,
      retryMaxSeconds: settings.NOTIFY_RETRY_MAX_SECONDS,
      pollSeconds: settings.NOTIFY_POLL_SECONDS,
    })
    notifier.start()
  } else {
    log.warn('SMTP_URL is not set: notifications of booking requests and problem reports stay queued in the outbox')
  }
  return {
    db,
    notifier,
    mailDomain: mailDomain(settings.MAIL_FROM),
    close: async () => {
      await notifier?.stop()
      await db.close()
    },
  }
}

/** The database with its migrations applied before its first statement runs. */
function migratedOnFirstUse(db: Database): Database & { ready(): Promise<void> } {
  let migrated: Promise<void> | undefined
  const ready = () =>
    (migrated ??= migrate(db).then(
      (applied) => log.info('bookings database ready', { database: db.kind, migrationsApplied: applied.length }),
      (error: unknown) => {
        migrated = undefined
        throw error
      },
    ))
  return {
    kind: db.kind,
    pool: db.pool,
    ready,
    query: async (sql, params) => {
      await ready()
      return db.query(sql, params)
    },
    transaction: async (work) => {
      await ready()
      return db.transaction(work)
    },
    close: () => db.close(),
  }
}

/** The domain of an address like 'Name <someone@example.org>' or 'someone@example.org'. */
export function mailDomain(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'
}

let shared: Promise<SiteStore> | undefined

/** The process-wide store, opened on first use from the validated environment. */
export function siteStore(): Promise<SiteStore> {
  shared ??= openStore(env())
  return shared
}
