import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { Pool } from 'pg'
import { currentOwner, ownerAlive, parseOwner } from './lock-owner.server'

/**
 * The little the site needs from PostgreSQL to keep what visitors send (booking requests, problem
 * reports). Two implementations run the same SQL: PGlite (Postgres compiled to WebAssembly, embedded in
 * this process, files in a local folder) by default, and node-postgres against a real server when
 * DATABASE_URL is set. The embedded database's folder is still called `bookings`, its first use.
 */
export interface Queryable {
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /**
   * The node-postgres pool behind a PostgreSQL server; null for the embedded database. What else the
   * site keeps in PostgreSQL (shared rate limits) uses this pool rather than opening its own.
   */
  readonly pool: Pool | null
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable & { exec(sql: string): Promise<void> }) => Promise<T>): Promise<T>
  close(): Promise<void>
}

export async function openDatabase(settings: { DATABASE_URL?: string; DATA_DIR: string }): Promise<Database> {
  if (settings.DATABASE_URL) return postgresDatabase(settings.DATABASE_URL)
  return pgliteDatabase(path.resolve(settings.DATA_DIR, 'bookings'))
}

export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError'
}

/**
 * PGlite's files belong to one process at a time. A lock file beside them names the process; a lock left
 * by a process that no longer runs (killed, crashed, a zombie not yet reaped, or a process id since
 * reused: lock-owner.server.ts) is taken over, so a server restarted at once after a SIGKILL starts.
 */
async function lockFolder(folder: string): Promise<() => Promise<void>> {
  const lock = `${folder}.lock`
  if (heldLocks.has(lock))
    throw new DatabaseInUseError(`The bookings database in ${folder} is already open in this process.`)
  for (;;) {
    try {
      await writeFile(lock, JSON.stringify(currentOwner()), { flag: 'wx' })
      heldLocks.add(lock)
      return async () => {
        heldLocks.delete(lock)
        await rm(lock, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const owner = parseOwner(await readFile(lock, 'utf8').catch(() => ''))
    if (owner && owner.pid !== process.pid && ownerAlive(owner)) {
      throw new DatabaseInUseError(
        `The bookings database in ${folder} is open in another process (${owner.pid}), probably the website. The embedded database serves one process at a time: stop that one first, or use a PostgreSQL server (DATABASE_URL).`,
      )
    }
    await rm(lock, { force: true })
  }
}

const heldLocks = new Set<string>()

/**
 * The embedded database. One connection: PGlite queues statements and transactions itself. The folder
 * is locked at once, but Postgres itself (WebAssembly, about 250 MB of memory once started) starts on
 * the first statement: a website process that takes no booking never pays for it.
 */
export async function pgliteDatabase(folder: string): Promise<Database> {
  await mkdir(folder, { recursive: true })
  const unlock = await lockFolder(folder)
  let started: Promise<PGlite> | undefined
  const engine = () =>
    (started ??= import('@electric-sql/pglite')
      .then(({ PGlite }) => PGlite.create(folder))
      .catch((error: unknown) => {
        started = undefined
        throw error
      }))
  return {
    kind: 'pglite',
    pool: null,
    query: async <Row>(sql: string, params: unknown[] = []) => (await (await engine()).query<Row>(sql, params)).rows,
    transaction: async (work) =>
      (await engine()).transaction((tx) =>
        work({
          query: async <Row>(sql: string, params: unknown[] = []) => (await tx.query<Row>(sql, params)).rows,
          exec: async (sql: string) => void (await tx.exec(sql)),
        }),
      ),
    close: async () => {
      const db = await started?.catch(() => undefined)
      await db?.close()
      await unlock()
    },
  }
}

/** A PostgreSQL server through a node-postgres pool (loaded only when DATABASE_URL is set: it is not small). */
export async function postgresDatabase(connectionString: string): Promise<Database> {
  const { default: pg } = await import('pg')
  // Bookings, problem reports, the outbox, rate limits and live-stream counts share it.
  const pool = new pg.Pool({ connectionString, max: 16 })
  // An idle client losing its connection (a server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {})
  return {
    kind: 'postgres',
    pool,
    query: async <Row>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as Row[],
    transaction: async (work) => {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const result = await work({
          query: async <Row>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as Row[],
          exec: async (sql: string) => void (await client.query(sql)),
        })
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
