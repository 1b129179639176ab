import { Agent, request } from 'node:http'
import { once } from 'node:events'
import { describe, expect, it } from 'vitest'
import { startServer } from './support/server'

interface Answer {
  status: number
  connection: string | undefined
  body: string
}

/** A GET on the agent's kept-alive connections; rejects if the connection is reset. */
function get(agent: Agent, url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }))
      response.on('error', reject)
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
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
      const inFlight = Array.from({ length: 6 }, (_, index) => get(agent, `${server.baseUrl}/search?q=care${index}`))
      await new Promise((resolve) => setTimeout(resolve, 20))
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

      const started = Date.now()
      const [code] = (await exited) as [number | null]
      expect(code).toBe(0)
      // The grace period is 10 s.
      expect(Date.now() - started).toBeLessThan(10_000)
    } finally {
      agent.destroy()
      await server.stop()
    }
  })
})
