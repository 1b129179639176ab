import type { AddressInfo } from 'node:net'
import express from 'express'
import { rateLimit } from 'express-rate-limit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPostgres, type ThrowawayPostgres } from '../../scripts/local-services/postgres'
import { sharedRateLimits, type RateLimitStores } from './shared-rate-limits.server'

/** One server of several: its own store over the shared database, behind one proxy (TRUST_PROXY=1). */
async function server(stores: RateLimitStores, limit: number) {
  const app = express()
  app.set('trust proxy', 1)
  app.use(rateLimit({ windowMs: 60_000, limit, store: stores.store('test-accepted'), skipFailedRequests: true, standardHeaders: false, legacyHeaders: false }))
  app.post('/form', (request, response) => void response.status(request.query.valid === 'no' ? 422 : 303).end())
  const listening = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => listening.once('listening', resolve))
  return { url: `http://127.0.0.1:${(listening.address() as AddressInfo).port}`, close: () => listening.close() }
}

const send = (url: string, client: string, valid = true) =>
  fetch(`${url}/form${valid ? '' : '?valid=no'}`, { method: 'POST', headers: { 'x-forwarded-for': client } }).then((answer) => answer.status)

describe('rate limits shared in PostgreSQL', () => {
  let postgres: ThrowawayPostgres | undefined
  let databaseUrl: string
  const opened: RateLimitStores[] = []
  beforeAll(async () => {
    postgres = await startPostgres()
    databaseUrl = await postgres.createDatabase()
  }, 120_000)
  afterAll(async () => {
    for (const stores of opened) await stores.close()
    await postgres?.stop()
  })
  const stores = async () => {
    const made = await sharedRateLimits(databaseUrl)
    opened.push(made)
    return made
  }

  it('counts one client once across several servers, each client apart, and refunds what failed', async () => {
    const first = await server(await stores(), 3)
    const second = await server(await stores(), 3)
    try {
      // Three accepted, spread over both servers: the fourth is over the limit on either.
      expect([await send(first.url, '203.0.113.7'), await send(second.url, '203.0.113.7'), await send(first.url, '203.0.113.7')]).toEqual([303, 303, 303])
      expect(await send(second.url, '203.0.113.7')).toBe(429)
      expect(await send(first.url, '203.0.113.7')).toBe(429)
      // Another client behind the same proxy has a limit of its own.
      expect(await send(second.url, '198.51.100.20')).toBe(303)
      // A refused form (422) is refunded: it never uses up the limit.
      for (let attempt = 0; attempt < 5; attempt++) expect(await send(attempt % 2 ? first.url : second.url, '192.0.2.55', false)).toBe(422)
      // The refund follows each answer: wait until every server's refunds have landed, as a visitor correcting a form would.
      const reader = (await stores()).store('test-accepted')!
      await reader.init?.({ windowMs: 60_000 } as Parameters<NonNullable<typeof reader.init>>[0])
      await expect.poll(async () => (await reader.get!('192.0.2.55'))?.totalHits ?? 0, { timeout: 10_000 }).toBe(0)
      expect([await send(first.url, '192.0.2.55'), await send(second.url, '192.0.2.55'), await send(first.url, '192.0.2.55')]).toEqual([303, 303, 303])
      expect(await send(second.url, '192.0.2.55')).toBe(429)
    } finally {
      first.close()
      second.close()
    }
  })

  it('lets requests through when the database stops answering, rather than refusing everyone', async () => {
    const failing = await sharedRateLimits(databaseUrl)
    const app = await server(failing, 1)
    try {
      await failing.close()
      expect([await send(app.url, '203.0.113.99'), await send(app.url, '203.0.113.99'), await send(app.url, '203.0.113.99')]).toEqual([303, 303, 303])
    } finally {
      app.close()
    }
  })

  it('says at start-up when the database cannot be reached', async () => {
    await expect(sharedRateLimits('postgresql://nobody@127.0.0.1:1/none')).rejects.toThrow()
  })
})
