import { Agent, request } from 'node:http'
import { once } from 'node:events'
import { describe, expect, it, vi } from 'vitest'
import { startServer } from './support/server'
import { slowGet, type RawOutcome } from './support/slow-client'
import { everyIntervalWhile } from './support/timers'

interface Answer {
  status: number
  connection: string | undefined
  retryAfter: string | undefined
  body: string
}

/** A GET on the agent's kept-alive connections; rejects if the connection is reset. */
function get(agent: Agent, url: string): Promise<Answer> {
  return send(agent, url).answer
}

/** A GET as above, with `sent`: resolved once the request has been handed to the connection. */
function send(agent: Agent, url: string): { sent: Promise<void>; answer: Promise<Answer> } {
  let sent!: Promise<void>
  const answer = new Promise<Answer>((resolve, reject) => {
    const outgoing = request(url, { agent }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          retryAfter: response.headers['retry-after'],
          body,
        }),
      )
      response.on('error', reject)
    })
    outgoing.on('error', reject)
    sent = once(outgoing, 'finish').then(() => undefined)
    outgoing.end()
  })
  return { sent, answer }
}

describe('graceful shutdown on SIGTERM (issue 16 point 6)', () => {
  it('finishes requests in flight on kept-alive connections with Connection: close, fails readiness while draining, and exits', async () => {
    const server = await startServer({ SHUTDOWN_DRAIN_MS: '3000', LOG_LEVEL: 'warn' })
    const agent = new Agent({ keepAlive: true, maxSockets: 6 })
    try {
      // Open six kept-alive connections.
      const warm = await Promise.all(Array.from({ length: 6 }, () => get(agent, `${server.baseUrl}/services`)))
      expect(warm.every((answer) => answer.status === 200)).toBe(true)
      expect((await get(agent, `${server.baseUrl}/readyz`)).status).toBe(200)

      // Requests in flight on those connections, then SIGTERM.
      const requests = Array.from({ length: 6 }, (_, index) => send(agent, `${server.baseUrl}/search?q=care${index}`))
      const inFlight = requests.map((sent) => sent.answer)
      await Promise.all(requests.map((sent) => sent.sent))
      const exited = once(server.process, 'exit')
      server.process.kill('SIGTERM')
      // While draining: readiness fails, and every answer closes its connection.
      const ready = await get(new Agent({ keepAlive: true }), `${server.baseUrl}/readyz`)
      expect(ready.status).toBe(503)
      expect(JSON.parse(ready.body)).toMatchObject({ status: 'not ready', content: 'draining' })
      expect(ready.connection).toBe('close')

      const answers = await Promise.allSettled(inFlight)
      const reset = answers.filter((answer) => answer.status === 'rejected')
      expect(reset, 'no request is reset').toEqual([])
      const fulfilled = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []))
      expect(fulfilled.map((answer) => answer.status)).toEqual(fulfilled.map(() => 200))

      const [code] = (await exited) as [number | null]
      // 0 once every connection has closed; the grace period's end would have forced it out with 1.
      expect(code).toBe(0)
      expect(server.output()).not.toContain('forced shutdown')
    } finally {
      agent.destroy()
      await server.stop()
    }
  })
})

describe('shutdown answers what it accepted (issue 33 point 6)', () => {
  it('answers every connection opened during the drain, requests sent after the drain ended included, with Connection: close', async () => {
    const drainMs = 1500
    const server = await startServer({ SHUTDOWN_DRAIN_MS: String(drainMs), LOG_LEVEL: 'warn' })
    try {
      const exited = once(server.process, 'exit')
      server.process.kill('SIGTERM')
      const signalled = Date.now()
      // A connection every 50 ms for the first 1,000 ms of the drain; each sends its request 800 ms after it opens,
      // so those opened in its last 300 ms send theirs after the drain has ended.
      const outcomes: Array<Promise<RawOutcome>> = []
      await everyIntervalWhile(
        50,
        () => Date.now() - signalled < drainMs - 500,
        () => outcomes.push(slowGet(server.baseUrl, '/healthz', 800)),
      )
      const settled = await Promise.all(outcomes)
      expect(settled.filter((outcome) => !outcome.answered)).toEqual([])
      for (const outcome of settled) {
        if (!outcome.answered) continue
        expect(outcome.head).toMatch(/^HTTP\/1\.1 200/)
        expect(outcome.head.toLowerCase()).toContain('connection: close')
      }
      const [code] = (await exited) as [number | null]
      expect(code).toBe(0)
    } finally {
      await server.stop()
    }
  }, 60_000)

  it('answers image requests waiting in the queue 503 with Retry-After, not a reset, and exits', async () => {
    const server = await startServer({
      SHUTDOWN_DRAIN_MS: '3000',
      IMAGE_CONCURRENCY: '1',
      IMAGE_QUEUE_SIZE: '4',
      IMAGE_TIMEOUT_SECONDS: '60',
      IMAGE_CACHE_MB: '0',
      LOG_LEVEL: 'warn',
    })
    const agent = new Agent({ keepAlive: true, maxSockets: 8 })
    try {
      const image = '/media/images/local/production/adac423716a138386e0cb060269983528a9f219f-600x600.png'
      // Several seconds of AVIF each: one runs, three wait.
      const asked = [1, 2, 3, 4].map((quality) =>
        get(agent, `${server.baseUrl}${image}?w=2800&h=2800&fit=crop&fm=avif&q=${quality}`).then(
          (answer) => answer,
          (error: NodeJS.ErrnoException) => ({ reset: error.code ?? error.message }),
        ),
      )
      await vi.waitFor(
        async () => {
          const health = (await (await fetch(server.baseUrl + '/healthz')).json()) as {
            images: { running: number; waiting: number }
          }
          expect(health.images).toMatchObject({ running: 1, waiting: 3 })
        },
        { timeout: 20_000, interval: 50 },
      )
      const exited = once(server.process, 'exit')
      server.process.kill('SIGTERM')
      const answers = await Promise.all(asked)
      expect(answers.filter((answer) => 'reset' in answer)).toEqual([])
      const refused = answers.flatMap((answer) => ('status' in answer && answer.status === 503 ? [answer] : []))
      // The three waiting at least; the running one too if it could not finish before the grace period ends.
      expect(refused.length).toBeGreaterThanOrEqual(3)
      for (const answer of refused) expect(Number(answer.retryAfter)).toBeGreaterThan(0)
      const [code] = (await exited) as [number | null]
      expect(code).toBe(0)
    } finally {
      agent.destroy()
      await server.stop()
    }
  }, 60_000)
})

describe('a SIGTERM under load (issue 33 point 6)', () => {
  it('resets no connection: every request sent before a load balancer saw readiness fail is answered', async () => {
    const server = await startServer({ SHUTDOWN_DRAIN_MS: '1500', LOG_LEVEL: 'warn' })
    const exited = once(server.process, 'exit')
    // The balancer's view of this server: it sends new requests only while /readyz says ready.
    let inRotation = true
    const outcomes = { answered: 0, failed: [] as string[] }
    /** One visitor after another, each on a fresh connection, while the balancer sends them here. */
    async function visitor() {
      while (inRotation) {
        try {
          await get(new Agent({ keepAlive: false }), `${server.baseUrl}/services`)
          outcomes.answered++
        } catch (error) {
          outcomes.failed.push((error as NodeJS.ErrnoException).code ?? String(error))
        }
      }
    }
    const visitors = Array.from({ length: 16 }, () => visitor())
    await expect.poll(() => outcomes.answered, { timeout: 30_000 }).toBeGreaterThan(50)
    server.process.kill('SIGTERM')
    // The balancer checks readiness every 100 ms, as a short health-check interval would.
    await expect
      .poll(() => get(new Agent({ keepAlive: false }), `${server.baseUrl}/readyz`).then((answer) => answer.status), {
        timeout: 10_000,
        interval: 100,
      })
      .toBe(503)
    inRotation = false
    await Promise.all(visitors)
    const [code] = (await exited) as [number | null]
    expect(outcomes.failed).toEqual([])
    expect(code).toBe(0)
  })
})
