import { Agent, fetch, type Headers, type RequestInit } from 'undici'

/**
 * Visitors at addresses of their own, on one machine. A proxy in front of the site (nginx, tests/e2e/
 * cluster.test.ts) tells the servers the address it saw a visitor connect from, never what the visitor
 * claims (X-Forwarded-For is replaced, not appended), so per-client limits count real connections. Every
 * address in 127.0.0.0/8 is this machine's own on Linux: a test connecting from 127.1.0.7 is a visitor
 * at 127.1.0.7. Node's own fetch cannot choose the address it connects from; undici's Agent can.
 */

/** The `n`th simulated visitor's address (n from 1 to about a million): 127.1.0.1, 127.1.0.2, … (never 127.0.0.1, the test's own). */
export function visitorAddress(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n >= 2 ** 20) throw new Error(`no visitor address numbered ${n}`)
  const number = n + 2 ** 16
  return `127.${number >> 16}.${(number >> 8) & 255}.${number & 255}`
}

export interface Answer {
  status: number
  headers: Headers
  body: string
}

/** One request from `address`, on a connection of its own, read to the end. */
export async function requestFrom(address: string, url: string, init: RequestInit = {}): Promise<Answer> {
  const agent = new Agent({ localAddress: address })
  try {
    const answer = await fetch(url, { ...init, dispatcher: agent })
    return { status: answer.status, headers: answer.headers, body: await answer.text() }
  } finally {
    await agent.close()
  }
}

/** A long request from `address` (a live-content stream), left open until close(). */
export async function openFrom(address: string, url: string): Promise<{ status: number; close(): Promise<void> }> {
  const agent = new Agent({ localAddress: address })
  const stop = new AbortController()
  const answer = await fetch(url, { dispatcher: agent, signal: stop.signal })
  return {
    status: answer.status,
    async close() {
      stop.abort()
      await answer.body?.cancel().catch(() => undefined)
      await agent.destroy()
    },
  }
}
