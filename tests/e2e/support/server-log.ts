import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import type { RunningServer } from './server'

/**
 * The server's log lines from character `from` of its output up to now: a marker request is sent and
 * its line waited for. One process writes its log in order, so by then every line the requests before
 * it caused has been written (the server must log requests: LOG_LEVEL info or lower). A request is
 * logged when its answer has been sent: read each answer to the end before asking, or a long page still
 * streaming is logged after the marker (a loaded CI machine showed it).
 */
export async function logLinesUpToNow(server: RunningServer, from: number): Promise<string[]> {
  const marker = `/log-marker-${randomUUID()}`
  await (await fetch(server.baseUrl + marker)).arrayBuffer()
  await expect.poll(() => server.output().includes(`"path":"${marker}"`), { timeout: 15_000 }).toBe(true)
  const lines = server.output().slice(from).split('\n')
  return lines
    .slice(
      0,
      lines.findIndex((line) => line.includes(marker)),
    )
    .filter((line) => line.trim())
}
