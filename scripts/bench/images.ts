import { readdirSync } from 'node:fs'
import path from 'node:path'
import { treeCpuSeconds, treeRssMb } from './process-tree'
import { ms, percentile, type Timing } from './stats'
import { startSite } from './throughput'

const IMAGE = '/media/images/local/production/adac423716a138386e0cb060269983528a9f219f-600x600.png'
/** More than the queue holds (IMAGE_CONCURRENCY 1 + IMAGE_QUEUE_SIZE 8 by default): some are refused with 503. */
const OVERSIZED_REQUESTS = 12
const SAMPLES = 60
/** Issue 33: 40 AVIF requests in 10 s, each dropped 200 ms after it was sent. */
const ABANDONED_REQUESTS = 40
const ABANDON_SPREAD_MS = 10_000
const ABANDON_AFTER_MS = 200
/** Memory is read this long after the server last used the CPU: idle image work has been let go by then. */
const REST_MS = 15_000

/**
 * Image floods against the production server with its default image settings:
 * - how long /healthz and a page take while the image queue is full of oversized requests (issue 16:
 *   under 100 ms); each asks for 4000 × 4000 at dpr 3 as AVIF, a different quality each so none is cached;
 * - the abandon flood (issue 33): how long /assets files and a small image take meanwhile, how long
 *   the server keeps working after the last visitor left, and its memory at rest before and after
 *   (the server and any processes it started).
 */
export async function benchImages() {
  const server = await startSite()
  const pid = server.child.pid ?? 0
  const leave = new AbortController()
  try {
    await fetch(server.url + '/')
    await fetch(`${server.url}${IMAGE}?w=64&fm=webp`)
    const restBefore = await memoryAtRest(pid)

    const statuses: number[] = []
    const images = Array.from({ length: OVERSIZED_REQUESTS }, (_, index) =>
      fetch(`${server.url}${IMAGE}?w=4000&h=4000&dpr=3&fit=scale&fm=avif&q=${index + 1}`, {
        signal: leave.signal,
      }).then(
        (response) => statuses.push(response.status),
        () => undefined,
      ),
    )
    await new Promise((resolve) => setTimeout(resolve, 200))
    const health = await sample(() => server.url + '/healthz')
    const page = await sample(() => server.url + '/')
    const refused = statuses.filter((status) => status === 503).length
    console.log(
      `\nImages: ${OVERSIZED_REQUESTS} oversized transforms asked at once (${refused} refused with 503 at once), meanwhile ${SAMPLES} requests each, one at a time`,
    )
    printTimings([
      ['/healthz', health],
      ['home page', page],
    ])
    leave.abort()
    await Promise.all(images)
    await untilIdle(pid)

    const asset = `/assets/${readdirSync(path.resolve(import.meta.dirname, '../../build/client/assets')).find((name) => name.endsWith('.js'))}`
    const cpuBefore = treeCpuSeconds(pid)
    let peakMb = 0
    const peak = setInterval(() => (peakMb = Math.max(peakMb, treeRssMb(pid))), 250)
    const flood = abandonFlood(server.url)
    let smallImage = 0
    const [assets, small] = await Promise.all([
      sample(() => server.url + asset, flood),
      sample(() => `${server.url}${IMAGE}?w=64&fm=webp&q=${(smallImage += 1)}`, flood),
    ])
    const retryAfter = await flood
    const dropped = performance.now()
    await untilIdle(pid)
    const busyAfter = performance.now() - dropped
    clearInterval(peak)
    const cpu = treeCpuSeconds(pid) - cpuBefore
    const restAfter = await memoryAtRest(pid)
    console.log(
      `\nImages: abandon flood, ${ABANDONED_REQUESTS} AVIF requests over ${ABANDON_SPREAD_MS / 1000} s, each dropped after ${ABANDON_AFTER_MS} ms; meanwhile, one at a time:`,
    )
    printTimings([
      ['/assets/*.js', assets],
      ['small image', small],
    ])
    console.log(
      `  busy after the last request was dropped: ${(busyAfter / 1000).toFixed(1)} s; CPU used: ${cpu.toFixed(1)} s; peak memory ${peakMb.toFixed(0)} MB`,
    )
    console.log(
      `  Retry-After on refused requests: ${retryAfter.length ? `${Math.min(...retryAfter)} to ${Math.max(...retryAfter)} s (${retryAfter.length} refused)` : 'none refused'}`,
    )
    console.log(
      `  memory at rest (server and its processes): before ${restBefore.toFixed(0)} MB, after ${restAfter.toFixed(0)} MB`,
    )
  } finally {
    leave.abort()
    await server.stop()
  }
}

/** Sends the abandoned requests; resolves with the Retry-After of those refused before they were dropped. */
async function abandonFlood(url: string): Promise<number[]> {
  const retryAfter: number[] = []
  const requests = Array.from({ length: ABANDONED_REQUESTS }, async (_, index) => {
    await new Promise((resolve) => setTimeout(resolve, (index * ABANDON_SPREAD_MS) / ABANDONED_REQUESTS))
    const size = 1000 + index * 37
    const leaving = AbortSignal.timeout(ABANDON_AFTER_MS)
    const response = await fetch(`${url}${IMAGE}?h=4000&dpr=3&fm=avif&fit=min&q=${(index % 90) + 10}&w=${size}`, {
      signal: leaving,
    }).catch(() => undefined)
    if (response?.status === 503) retryAfter.push(Number(response.headers.get('retry-after')))
    await response?.arrayBuffer().catch(() => undefined)
  })
  await Promise.all(requests)
  return retryAfter
}

/** Resolves when the server and its processes have used under 5% of a core for two seconds. */
async function untilIdle(pid: number) {
  let quiet = 0
  let last = treeCpuSeconds(pid)
  while (quiet < 8) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    const now = treeCpuSeconds(pid)
    quiet = now - last < 0.0125 ? quiet + 1 : 0
    last = now
  }
}

async function memoryAtRest(pid: number): Promise<number> {
  await untilIdle(pid)
  await new Promise((resolve) => setTimeout(resolve, REST_MS))
  return treeRssMb(pid)
}

function printTimings(rows: Array<[string, Timing]>) {
  for (const [name, timing] of rows) {
    console.log(
      `  ${name.padEnd(12)} p50 ${ms(timing.p50)}, p95 ${ms(timing.p95)}, max ${ms(timing.max)} over ${timing.runs} (target: under 100 ms)`,
    )
  }
}

/** SAMPLES requests one after another, or as many as fit until `until` settles. */
async function sample(url: () => string, until?: Promise<unknown>): Promise<Timing> {
  let done = false
  void until?.finally(() => (done = true))
  const samples: number[] = []
  for (let run = 0; until ? !done : run < SAMPLES; run += 1) {
    const started = performance.now()
    const response = await fetch(url())
    await response.arrayBuffer()
    samples.push(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  samples.sort((a, b) => a - b)
  return {
    runs: samples.length,
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    max: samples.at(-1) ?? Number.NaN,
  }
}
