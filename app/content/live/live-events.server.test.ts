import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { liveEvents } from './live-events.server'

/** A content client stand-in: `change()` is a new content version. */
function fakeContent() {
  const listeners = new Set<(version: number) => void>()
  const content = {
    version: 3,
    onChange(listener: (version: number) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    change() {
      content.version += 1
      for (const listener of listeners) listener(content.version)
    },
    get listeners() {
      return listeners.size
    },
  }
  return content
}

/** Limits no test here reaches. */
const ROOMY = { perClient: 100, total: 100 }

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function serve(handler: express.RequestHandler) {
  const app = express()
  app.use('/api/live', handler)
  server = createServer(app)
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/live`
}

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, text: string): Promise<string> {
  let received = ''
  const decoder = new TextDecoder()
  while (!received.includes(text)) {
    const { value, done } = await reader.read()
    if (done) break
    received += decoder.decode(value)
  }
  return received
}

describe('liveEvents', () => {
  it('streams the current version, then one event per content change, uncached, with heartbeats', async () => {
    const content = fakeContent()
    const live = liveEvents(content, ROOMY, { heartbeatMs: 50 })
    const url = await serve(live.handler)
    const controller = new AbortController()
    const response = await fetch(url, { signal: controller.signal })
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform')
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    expect(await readUntil(reader, '"version":3')).toContain('event: content\ndata: {"version":3}\n\n')
    content.change()
    expect(await readUntil(reader, '"version":4')).toContain('event: content\ndata: {"version":4}\n\n')
    expect(await readUntil(reader, ': heartbeat')).toContain(': heartbeat\n\n')
    expect(live.connections).toBe(1)
    controller.abort()
    await expect.poll(() => content.listeners).toBe(0)
    expect(live.connections).toBe(0)
  })

  it('answers another method with 405 and a plain message, as problem details like every API error', async () => {
    const url = await serve(liveEvents(fakeContent(), ROOMY).handler)
    const response = await fetch(url, { method: 'POST' })
    expect(response.status).toBe(405)
    expect(response.headers.get('content-type')).toBe('application/problem+json; charset=utf-8')
    expect(response.headers.get('allow')).toBe('GET, HEAD')
    expect(await response.json()).toEqual({
      title: 'Method Not Allowed',
      status: 405,
      detail: 'Live content events are read with GET.',
    })
  })

  it('limits the streams one client address holds (429) and the streams in all (503), and frees them as they close', async () => {
    const content = fakeContent()
    const live = liveEvents(content, { perClient: 2, total: 3 })
    const url = await serve(live.handler)
    const open = async () => {
      const controller = new AbortController()
      const response = await fetch(url, { signal: controller.signal })
      return { response, close: () => controller.abort() }
    }
    const first = await open()
    const second = await open()
    const third = await open()
    expect(third.response.status).toBe(429)
    expect(third.response.headers.get('retry-after')).toBe('60')
    expect(await third.response.text()).toContain('Close some of this site’s tabs')
    // Closing one frees its place.
    first.close()
    await expect.poll(() => live.connections, { timeout: 10_000 }).toBe(1)
    const again = await open()
    expect(again.response.status).toBe(200)
    expect(live.connections).toBe(2)
    second.close()
    again.close()
    await expect.poll(() => live.connections, { timeout: 10_000 }).toBe(0)
  })

  it('answers 503 once the process holds as many streams as it may, whoever asks', async () => {
    const live = liveEvents(fakeContent(), { perClient: 10, total: 1 })
    const url = await serve(live.handler)
    const controller = new AbortController()
    expect((await fetch(url, { signal: controller.signal })).status).toBe(200)
    const refused = await fetch(url)
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('60')
    controller.abort()
  })
})
