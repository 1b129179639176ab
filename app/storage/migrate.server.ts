import type { Database } from './database.server'
import { MIGRATIONS, type Migration } from './migrations'

/** Serialises migrations between server processes sharing one PostgreSQL database. */
const MIGRATION_LOCK = 7_410_206

/**
 * Applies the SQL migrations (./migrations) not yet applied, in order, each in its own transaction with
 * its row in `schema_migrations`. One set of SQL for PGlite and PostgreSQL, bundled with the code that
 * runs it, so the built server works from any working directory. Returns the versions it applied.
 */
export async function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): Promise<string[]> {
  const applied: string[] = []
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await tx.query(
      'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
    )
  })
  for (const { version, sql } of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
      if ((await tx.query('select 1 from schema_migrations where version = $1', [version])).length) return false
      await tx.exec(sql)
      await tx.query('insert into schema_migrations (version) values ($1)', [version])
      return true
    })
    if (done) applied.push(version)
  }
  return applied
}
