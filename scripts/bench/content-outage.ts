import { createServer, type Socket } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serverNodeFlags } from '../../server/start-command'
import { freePort } from '../local-services/free-port'
import { startProcess } from './throughput'

/**
 * A content API that accepts connections and never answers (issue 16 point 2), against the production
 * server with CONTENT_SOURCE=sanity and a 500 ms CONTENT_TIMEOUT_MS: how long until it listens, how long
 * its first page takes (the read given up, then the bundled dataset) and a later one (the API skipped
 * while the outage lasts). The end-to-end test (tests/e2e/content-outage.test.ts) checks the behaviour;
 * these are the times.
 */
export async function benchContentOutage() {
  const sockets = new Set<Socket>()
  const api = createServer((socket) => sockets.add(socket))
  const port = await freePort()
  await new Promise<void>((resolve) => api.listen(port, '127.0.0.1', resolve))
  const dataDir = mkdtempSync(path.join(tmpdir(), 'abc-bench-outage-'))
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    CONTENT_SOURCE: 'sanity',
    SANITY_PROJECT_ID: 'outage-bench',
    SANITY_DATASET: 'production',
    SANITY_API_HOST: `http://127.0.0.1:${port}`,
    CONTENT_TIMEOUT_MS: '500',
  }
  const started = performance.now()
  const server = await startProcess([...serverNodeFlags(), 'server/main.ts'], env, '/healthz')
  const listening = performance.now() - started
  try {
    const timed = async (address: string) => {
      const before = performance.now()
      const response = await fetch(server.url + address)
      await response.arrayBuffer()
      return `${response.status} in ${Math.round(performance.now() - before)} ms`
    }
    const first = await timed('/')
    const later = await timed('/services')
    console.log(
      `\nContent API that never answers (CONTENT_TIMEOUT_MS 500): listening after ${Math.round(listening)} ms; first page ${first}; a later page ${later}`,
    )
  } finally {
    await server.stop()
    for (const socket of sockets) socket.destroy()
    api.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
