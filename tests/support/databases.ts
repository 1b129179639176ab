import { afterAll, beforeAll } from 'vitest'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openDatabase, type Database } from '~/storage/database.server'
import { migrate } from '~/storage/migrate.server'
import { startPostgres } from '../../scripts/local-services/postgres'

/** Every storage test runs against both: the embedded default and a real PostgreSQL server. */
export const DATABASE_KINDS = ['pglite', 'postgres'] as const
export type DatabaseKind = (typeof DATABASE_KINDS)[number]

export interface TestStorage {
  /** The settings a server (or the staff tool) needs to use this storage. */
  settings: { DATA_DIR: string; DATABASE_URL?: string }
  /** Opens the storage, migrated. For PGlite only one process may have it open at a time. */
  open(): Promise<Database>
  /** Removes everything: the temporary data folder, and the PostgreSQL server. */
  remove(): Promise<void>
}

/** A fresh, empty storage of the given kind: a PGlite folder, or a throwaway PostgreSQL server. */
export async function testStorage(kind: DatabaseKind): Promise<TestStorage> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bookings-data-'))
  const server = kind === 'postgres' ? await startPostgres() : null
  const settings = { DATA_DIR: dataDir, ...(server ? { DATABASE_URL: await server.createDatabase() } : {}) }
  return {
    settings,
    async open() {
      const db = await openDatabase(settings)
      await migrate(db)
      return db
    },
    async remove() {
      await server?.stop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** Inside a describe block: a fresh storage of this kind, opened before its tests and removed after them. */
export function useTestDatabase(kind: DatabaseKind): { storage: TestStorage; db: Database } {
  // Empty until beforeAll has run, and still empty in afterAll if opening failed.
  const current: Partial<{ storage: TestStorage; db: Database }> = {}
  beforeAll(async () => {
    current.storage = await testStorage(kind)
    current.db = await current.storage.open()
  })
  afterAll(async () => {
    await current.db?.close()
    await current.storage?.remove()
  })
  return current as { storage: TestStorage; db: Database }
}
