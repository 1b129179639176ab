import { env, type BookingSettings } from '~/config/env.server'
import { log } from '~/logging/log.server'
import { openDatabase, type Database } from './database.server'
import { migrate } from './migrate.server'

/**
 * The database of what visitors send (booking requests and problem reports), migrated. The notifier
 * that mails their outboxes is the process's own (app/outbox/site-notifier.server.ts, started by
 * server/app.ts): the store knows no kind of form.
 */
export interface SiteStore {
  db: Database
  /** The domain of Message-IDs: the sender address's. */
  mailDomain: string
  close(): Promise<void>
}

export async function openStore(settings: BookingSettings): Promise<SiteStore> {
  const db = migratedOnFirstUse(await openDatabase(settings))
  // A PostgreSQL server is checked and migrated now, so a wrong DATABASE_URL shows at start-up; the
  // embedded database waits for the first submission (or the outbox, below), as it costs memory to start.
  if (db.kind === 'postgres' || settings.SMTP_URL) await db.ready()
  return {
    db,
    mailDomain: mailDomain(settings.MAIL_FROM),
    close: () => db.close(),
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
