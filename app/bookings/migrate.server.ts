import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Database } from './database.server'

/**
 * The SQL migrations: numbered files, applied in order, each in its own transaction with its row in
 * `schema_migrations`. The server and the staff tool run from the project folder (npm scripts do), and
 * read the files from there: one set of SQL for PGlite and PostgreSQL, outside the JavaScript bundle.
 */
export const MIGRATIONS_DIR = path.resolve('app/bookings/migrations')

/** Serialises migrations between server processes sharing one PostgreSQL database. */
const MIGRATION_LOCK = 7_410_206

export async function migrate(db: Database, folder = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(folder)).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name)).sort()
  const applied: string[] = []
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await tx.query('create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())')
  })
  for (const file of files) {
    const sql = await readFile(path.join(folder, file), 'utf8')
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
      if ((await tx.query('select 1 from schema_migrations where version = $1', [file])).length) return false
      await tx.exec(sql)
      await tx.query('insert into schema_migrations (version) values ($1)', [file])
      return true
    })
    if (done) applied.push(file)
  }
  return applied
}
