import type { AddressInfo } from 'node:net'
import express from 'express'
import { rateLimit } from 'express-rate-limit'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPostgres, type ThrowawayPostgres } from '../../scripts/local-services/postgres'
import { sharedRateLimits, type RateLimitStores } from './shared-rate-limits.server'

/** One server of several: its own store over the shared database, behind one proxy (TRUST_PROXY=1). */
async function server(stores: RateLimitStores, limit: number) {
  const app = express()
  app.set('trust proxy', 1)
  app.use(
    rateLimit({
      windowMs: 60_000,
      limit,
      store: stores.store('test-accepted'),
      skipFailedRequests: true,
      standardHeaders: false,
      legacyHeaders: false,
    }),
  )
  app.post('/form', (request, response) => void response.status(request.query.valid === 'no' ? 422 : 303).end())
  const listening = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => listening.once('listening', resolve))
  return { url: `http://127.0.0.1:${(listening.address() as AddressInfo).port}`, close: () => listening.close() }
}

const send = (url: string, client: string, valid = true) =>
  fetch(`${url}/form${valid ? '' : '?valid=no'}`, { method: 'POST', headers: { 'x-forwarded-for': client } }).then(
    (answer) => answer.status,
  )

describe('rate limits shared in PostgreSQL', () => {
  let postgres: ThrowawayPostgres | undefined
  let databaseUrl: string
  /** Each server's own pool, as each server's site database has one. */
  const pools: pg.Pool[] = []
  const pool = () => {
    const made = new pg.Pool({ connectionString: databaseUrl, max: 4 })
    pools.push(made)
    return made
  }
  beforeAll(async () => {
    postgres = await startPostgres()
    databaseUrl = await postgres.createDatabase()
  }, 120_000)
  afterAll(async () => {
    await Promise.all(pools.filter((each) => !each.ended).map((each) => each.end()))
    await postgres?.stop()
  })
  const stores = () => sharedRateLimits(pool())

  it('counts one client once across several servers, each client apart, and refunds what failed', async () => {
    const first = await server(await stores(), 3)
    const second = await server(await stores(), 3)
    try {
      // Three accepted, spread over both servers: the fourth is over the limit on either.
      expect([
        await send(first.url, '203.0.113.7'),
        await send(second.url, '203.0.113.7'),
        await send(first.url, '203.0.113.7'),
      ]).toEqual([303, 303, 303])
      expect(await send(second.url, '203.0.113.7')).toBe(429)
      expect(await send(first.url, '203.0.113.7')).toBe(429)
      // Another client behind the same proxy has a limit of its own.
      expect(await send(second.url, '198.51.100.20')).toBe(303)
      // A refused form (422) is refunded: it never uses up the limit.
      for (let attempt = 0; attempt < 5; attempt++)
        expect(await send(attempt % 2 ? first.url : second.url, '192.0.2.55', false)).toBe(422)
      // The refund follows each answer: wait until every server's refunds have landed, as a visitor correcting a form would.
      const reader = (await stores()).store('test-accepted')!
      await reader.init?.({ windowMs: 60_000 } as Parameters<NonNullable<typeof reader.init>>[0])
      await expect.poll(async () => (await reader.get!('192.0.2.55'))?.totalHits ?? 0, { timeout: 10_000 }).toBe(0)
      expect([
        await send(first.url, '192.0.2.55'),
        await send(second.url, '192.0.2.55'),
        await send(first.url, '192.0.2.55'),
      ]).toEqual([303, 303, 303])
      expect(await send(second.url, '192.0.2.55')).toBe(429)
    } finally {
      first.close()
      second.close()
    }
  })

  it('lets requests through when the database stops answering, rather than refusing everyone', async () => {
    const failingPool = pool()
    const app = await server(await sharedRateLimits(failingPool), 1)
    try {
      await failingPool.end()
      expect([
        await send(app.url, '203.0.113.99'),
        await send(app.url, '203.0.113.99'),
        await send(app.url, '203.0.113.99'),
      ]).toEqual([303, 303, 303])
    } finally {
      app.close()
    }
  })

  it('says at start-up when the database cannot be reached', async () => {
    const unreachable = new pg.Pool({ connectionString: 'postgresql://nobody@127.0.0.1:1/none' })
    unreachable.on('error', () => {})
    await expect(sharedRateLimits(unreachable)).rejects.toThrow()
    await unreachable.end()
  })
})
