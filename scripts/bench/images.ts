import { serverNodeFlags } from '../../server/start-command'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ms, percentile } from './stats'
import { startProcess } from './throughput'

const IMAGE = '/media/images/local/production/adac423716a138386e0cb060269983528a9f219f-600x600.png'
/** More than the queue holds (IMAGE_CONCURRENCY 1 + IMAGE_QUEUE_SIZE 8 by default): some are refused with 503. */
const OVERSIZED_REQUESTS = 12
const SAMPLES = 60

/**
 * How long /healthz and a page take while the image queue is full of oversized requests (issue 16:
 * under 100 ms). Each image request asks for 4000 × 4000 at dpr 3 as AVIF, with a different quality so
 * none comes from the cache.
 */
export async function benchImages() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'abc-bench-images-'))
  const server = await startProcess([...serverNodeFlags(), 'server/main.ts'], { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir }, '/healthz')
  const leave = new AbortController()
  try {
    await fetch(server.url + '/')
    const statuses: number[] = []
    const images = Array.from({ length: OVERSIZED_REQUESTS }, (_, index) =>
      fetch(`${server.url}${IMAGE}?w=4000&h=4000&dpr=3&fit=scale&fm=avif&q=${index + 1}`, { signal: leave.signal }).then(
        (response) => statuses.push(response.status),
        () => undefined,
      ),
    )
    await new Promise((resolve) => setTimeout(resolve, 200))
    const health = await sample(server.url + '/healthz')
    const page = await sample(server.url + '/')
    const refused = statuses.filter((status) => status === 503).length
    console.log(`\nImages: ${OVERSIZED_REQUESTS} oversized transforms asked at once (${refused} refused with 503 at once), meanwhile ${SAMPLES} requests each, one at a time`)
    for (const [name, timing] of [
      ['/healthz', health],
      ['home page', page],
    ] as const) {
      console.log(`  ${name.padEnd(10)} p50 ${ms(timing.p50)}, p95 ${ms(timing.p95)}, max ${ms(timing.max)} (target: under 100 ms)`)
    }
    leave.abort()
    await Promise.all(images)
  } finally {
    leave.abort()
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function sample(url: string) {
  const samples: number[] = []
  for (let run = 0; run < SAMPLES; run += 1) {
    const started = performance.now()
    const response = await fetch(url)
    await response.arrayBuffer()
    samples.push(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  samples.sort((a, b) => a - b)
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), max: samples.at(-1) ?? Number.NaN }
}
