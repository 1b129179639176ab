import { randomUUID } from 'node:crypto'
import { warnAtMostEveryMinute } from '~/logging/log.server'
import type { Queryable } from '~/storage/database.server'

/** A store that does not answer is logged at most once a minute. */
const failed = warnAtMostEveryMinute(
  'live streams could not be counted with the other servers: counting in this process alone',
)

/**
 * Open live-content streams by client address (request.ip), for the per-client limit. In this
 * process's memory with the embedded database; in PostgreSQL, counted by every server together, when
 * the site has DATABASE_URL (shared-stream-counts below).
 */
export interface StreamCounts {
  /** Counts one more stream for `client` when it holds fewer than `limit` (on every server); false otherwise. */
  open(client: string, limit: number): Promise<boolean>
  /** One of `client`'s streams has closed. */
  close(client: string): void
  /** Forgets this server's streams (shutdown). */
  stop(): Promise<void>
}

/** Streams counted by this process alone. */
export function localStreamCounts(): StreamCounts & { held(client: string): number } {
  const byClient = new Map<string, number>()
  return {
    held: (client) => byClient.get(client) ?? 0,
    open(client, limit) {
      const held = byClient.get(client) ?? 0
      if (held >= limit) return Promise.resolve(false)
      byClient.set(client, held + 1)
      return Promise.resolve(true)
    },
    close(client) {
      const left = (byClient.get(client) ?? 1) - 1
      if (left > 0) byClient.set(client, left)
      else byClient.delete(client)
    },
    stop() {
      byClient.clear()
      return Promise.resolve()
    },
  }
}

/** How often a server says its rows are still true; a server silent for LEASE_SECONDS (crashed) is no longer counted. */
const HEARTBEAT_MS = 30_000
const LEASE_SECONDS = 90

/**
 * Streams counted by every server together. A stream is a count of what is open now, not of events in
 * a window, so a rate limiter's store does not fit: each server keeps its own count per client in
 * memory (it alone knows when its streams close) and writes it through to one row per server and
 * client, which it renews every HEARTBEAT_MS; a server's rows older than LEASE_SECONDS are not counted,
 * so a server that crashed stops counting within a minute and a half. Two servers admitting the same
 * client at the same instant may let it past the limit by one each: the limit protects sockets, not
 * money. A database that does not answer leaves each server counting alone. The table is migration
 * 0003 (app/storage/migrations); `db` is the site's database, which applies it before its first query.
 */
export function sharedStreamCounts(db: Queryable, serverId: string = randomUUID()): StreamCounts {
  const local = localStreamCounts()
  // One write at a time, each writing the count as it is when it runs: two writes racing on the database's
  // connections could otherwise land in the wrong order and leave an old count.
  let writing: Promise<unknown> = Promise.resolve()
  const write = (client: string) => {
    writing = writing
      .then(() => {
        const held = local.held(client)
        return held > 0
          ? db.query(
              `insert into live_streams (server_id, client, streams) values ($1, $2, $3)
               on conflict (server_id, client) do update set streams = excluded.streams, seen_at = now()`,
              [serverId, client, held],
            )
          : db.query('delete from live_streams where server_id = $1 and client = $2', [serverId, client])
      })
      .catch(failed)
  }
  const heartbeat = setInterval(() => {
    db.query('update live_streams set seen_at = now() where server_id = $1', [serverId]).catch(failed)
    db.query(`delete from live_streams where seen_at < now() - make_interval(secs => $1)`, [LEASE_SECONDS * 2]).catch(
      failed,
    )
  }, HEARTBEAT_MS)
  heartbeat.unref()
  return {
    async open(client, limit) {
      const elsewhere = await db
        .query<{ streams: number }>(
          `select coalesce(sum(streams), 0)::int as streams from live_streams
           where client = $1 and server_id <> $2 and seen_at > now() - make_interval(secs => $3)`,
          [client, serverId, LEASE_SECONDS],
        )
        .then((rows) => rows[0]?.streams ?? 0)
        .catch((error: unknown) => {
          failed(error)
          return 0
        })
      if (!(await local.open(client, limit - elsewhere))) return false
      write(client)
      return true
    },
    close(client) {
      local.close(client)
      write(client)
    },
    async stop() {
      clearInterval(heartbeat)
      await writing
      await db.query('delete from live_streams where server_id = $1', [serverId]).catch(failed)
    },
  }
}
