import type { Options, Store } from 'express-rate-limit'
import type { Pool } from 'pg'
import { RateLimiterPostgres } from 'rate-limiter-flexible'
import { warnAtMostEveryMinute } from '~/logging/log.server'

/** A store that does not answer is logged at most once a minute. */
const storeFailed = warnAtMostEveryMinute(
  'rate limits could not be counted: the shared store did not answer; requests are let through',
)

/** The table every server counts in (rate-limiter-flexible's own layout: key, points, expire). */
const TABLE = 'rate_limits'

/**
 * Where rate limits are counted: in PostgreSQL when the site has DATABASE_URL, so several servers count
 * one client together (a client sending to four servers gets the limit once, not four times); in each
 * process's memory with the embedded database, which belongs to one process anyway.
 */
export interface RateLimitStores {
  /** A store for one limit, named by `prefix`; undefined means express-rate-limit's own memory store. */
  store(prefix: string): Store | undefined
}

/** Rate limits counted in this process's memory (no DATABASE_URL). */
export const IN_MEMORY: RateLimitStores = { store: () => undefined }

/**
 * Shared rate limits in the site's PostgreSQL (`pool`: the site database's own pool, app/storage),
 * counted by rate-limiter-flexible's PostgreSQL limiter (one atomic upsert a hit). Its table, in the
 * library's own layout, is created if missing before this resolves, so a database that cannot be
 * reached shows at start-up. Closing the pool is the site database's job.
 */
export async function sharedRateLimits(pool: Pool): Promise<RateLimitStores> {
  await new Promise<void>((resolve, reject) => {
    new RateLimiterPostgres(
      { storeClient: pool, storeType: 'pool', tableName: TABLE, points: 1, duration: 1, clearExpiredByTimeout: false },
      (error?: unknown) =>
        error
          ? reject(
              error instanceof Error ? error : new Error('The rate-limit table could not be created', { cause: error }),
            )
          : resolve(),
    )
  })
  return { store: (prefix) => new PostgresLimitStore(pool, prefix) }
}

/** express-rate-limit's store interface over one rate-limiter-flexible limiter: hits are penalties, refunds rewards. */
class PostgresLimitStore implements Store {
  /** Counts are shared with every other server: express-rate-limit's double-count check needs to know. */
  readonly localKeys = false
  private limiter: RateLimiterPostgres | undefined

  private readonly pool: Pool
  readonly prefix: string

  constructor(pool: Pool, prefix: string) {
    this.pool = pool
    this.prefix = prefix
  }

  init(options: Options) {
    this.limiter = new RateLimiterPostgres({
      storeClient: this.pool,
      storeType: 'pool',
      tableName: TABLE,
      tableCreated: true,
      keyPrefix: this.prefix,
      // express-rate-limit decides what is over the limit; this only counts.
      points: Number.MAX_SAFE_INTEGER,
      duration: Math.max(1, Math.ceil(options.windowMs / 1000)),
      clearExpiredByTimeout: true,
    })
  }

  // A database that does not answer lets requests through (each counted as a first one), with one log line a
  // minute: a limit must never refuse every visitor because its store is down.
  async increment(key: string) {
    try {
      const counted = await this.counter().penalty(key, 1)
      return { totalHits: counted.consumedPoints, resetTime: new Date(Date.now() + counted.msBeforeNext) }
    } catch (error) {
      storeFailed(error)
      return { totalHits: 1, resetTime: undefined }
    }
  }

  async get(key: string) {
    const counted = await this.counter().get(key)
    return counted
      ? { totalHits: counted.consumedPoints, resetTime: new Date(Date.now() + counted.msBeforeNext) }
      : undefined
  }

  async decrement(key: string) {
    await this.counter().reward(key, 1).catch(storeFailed)
  }

  async resetKey(key: string) {
    await this.counter().delete(key).catch(storeFailed)
  }

  private counter(): RateLimiterPostgres {
    if (!this.limiter) throw new Error('The rate limit store was used before express-rate-limit initialised it')
    return this.limiter
  }
}
