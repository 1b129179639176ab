import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DATABASE_KINDS, testStorage, useTestDatabase } from '../../tests/support/databases'
import { openDatabase } from './database.server'
import { countIn } from './handling.server'
import { migrate } from './migrate.server'

describe.each(DATABASE_KINDS)('the database in %s', (kind) => {
  const current = useTestDatabase(kind)

  it('applies each migration once', async () => {
    expect(await migrate(current.db)).toEqual([])
    const rows = await current.db.query<{ version: string }>('select version from schema_migrations')
    expect(rows.map((row) => row.version)).toEqual([
      '0001_booking_requests.sql',
      '0002_problem_reports',
      '0003_live_streams',
    ])
  })
})

describe('the embedded database', () => {
  it('belongs to one process at a time, and a lock left by a process that died is taken over', async () => {
    const storage = await testStorage('pglite')
    const db = await storage.open()
    await expect(storage.open()).rejects.toThrow(/already open in this process/)
    await db.close()
    const folder = path.resolve(storage.settings.DATA_DIR, 'bookings')
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'])
    await writeFile(`${folder}.lock`, String(other.pid))
    await expect(storage.open()).rejects.toThrow(/open in another process .*DATABASE_URL/s)
    other.kill('SIGKILL')
    await once(other, 'exit')
    const reopened = await storage.open()
    expect(await countIn(reopened, 'booking_requests')).toBe(0)
    await reopened.close()
    await storage.remove()
  })
})

describe('migrations on a PostgreSQL server', () => {
  it('apply once when several servers start at the same moment', async () => {
    const storage = await testStorage('postgres')
    const servers = await Promise.all([1, 2, 3, 4].map(() => openDatabase(storage.settings)))
    const applied = await Promise.all(servers.map((db) => migrate(db)))
    // Each migration exactly once, by whichever server got to it first (one server may apply the first
    // two and another the third): the servers' lists together hold each version once.
    expect(applied.flat().sort()).toEqual(['0001_booking_requests.sql', '0002_problem_reports', '0003_live_streams'])
    await Promise.all(servers.map((db) => db.close()))
    await storage.remove()
  })
})
