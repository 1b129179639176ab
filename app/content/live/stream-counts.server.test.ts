import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { ifSet } from '../../../tests/support/if-set'
import { startPostgres, type ThrowawayPostgres } from '../../../scripts/local-services/postgres'
import { postgresDatabase, type Database } from '~/storage/database.server'
import { migrate } from '~/storage/migrate.server'
import { localStreamCounts, sharedStreamCounts, type StreamCounts } from './stream-counts.server'

describe('live streams counted in this process', () => {
  it('admits a client up to its limit, and again once one closes', async () => {
    const counts = localStreamCounts()
    expect([await counts.open('a', 2), await counts.open('a', 2), await counts.open('a', 2)]).toEqual([
      true,
      true,
      false,
    ])
    expect(await counts.open('b', 2)).toBe(true)
    counts.close('a')
    expect(await counts.open('a', 2)).toBe(true)
  })
})

describe('live streams counted by every server in PostgreSQL', () => {
  let postgres: ThrowawayPostgres
  let databaseUrl: string
  /** The database as each server opens it: migrated, which makes the live_streams table. */
  let db: Database
  const opened: StreamCounts[] = []
  beforeAll(async () => {
    postgres = await startPostgres()
    databaseUrl = await postgres.createDatabase()
    db = await postgresDatabase(databaseUrl)
    await migrate(db)
  }, 120_000)
  afterAll(async () => {
    for (const counts of opened) await counts.stop()
    await ifSet(db)?.close()
    await ifSet(postgres)?.stop()
  })
  const server = (id: string) => {
    const counts = sharedStreamCounts(db, id)
    opened.push(counts)
    return counts
  }
  /** Waits until the write-through of each open or close has landed (they are not awaited by the stream). */
  const rows = async () => {
    const client = new pg.Client(databaseUrl)
    await client.connect()
    try {
      return (
        await client.query<{ server_id: string; client: string; streams: number }>(
          'select server_id, client, streams from live_streams order by server_id, client',
        )
      ).rows
    } finally {
      await client.end()
    }
  }

  it("counts one client's streams on every server together, and forgets a server that stopped renewing its rows", async () => {
    const first = server('first')
    const second = server('second')
    expect(await first.open('203.0.113.7', 3)).toBe(true)
    expect(await second.open('203.0.113.7', 3)).toBe(true)
    await expect.poll(rows, { timeout: 10_000 }).toHaveLength(2)
    expect(await first.open('203.0.113.7', 3)).toBe(true)
    await expect
      .poll(async () => (await rows()).find((row) => row.server_id === 'first')?.streams, { timeout: 10_000 })
      .toBe(2)
    // Three open across the two servers: a fourth is refused on either.
    expect(await second.open('203.0.113.7', 3)).toBe(false)
    expect(await first.open('203.0.113.7', 3)).toBe(false)
    // Another client has a limit of its own.
    expect(await second.open('198.51.100.20', 3)).toBe(true)
    // One closes: the other server may admit one again.
    first.close('203.0.113.7')
    await expect
      .poll(
        async () => (await rows()).find((row) => row.server_id === 'first' && row.client === '203.0.113.7')?.streams,
        { timeout: 10_000 },
      )
      .toBe(1)
    expect(await second.open('203.0.113.7', 3)).toBe(true)

    // A server that crashed (its rows no longer renewed) stops counting after the lease.
    const admin = new pg.Client(databaseUrl)
    await admin.connect()
    await admin.query(`update live_streams set seen_at = now() - interval '10 minutes' where server_id = 'second'`)
    await admin.end()
    expect(await first.open('203.0.113.7', 3)).toBe(true)
  })

  it("forgets a server's streams when it stops", async () => {
    const leaving = sharedStreamCounts(db, 'leaving')
    expect(await leaving.open('192.0.2.1', 1)).toBe(true)
    await expect
      .poll(async () => (await rows()).some((row) => row.server_id === 'leaving'), { timeout: 10_000 })
      .toBe(true)
    await leaving.stop()
    expect((await rows()).some((row) => row.server_id === 'leaving')).toBe(false)
  })
})
