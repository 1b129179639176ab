import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCluster, type Cluster } from '../../scripts/cluster/cluster'
import { freePort } from './support/server'
import { validBookingBody } from './support/booking-body'
import { ifSet } from './support/if-set'

/** Several servers behind nginx (issue 36): the proxy's cache, and a rolling restart under load. */
const FORM = '/booking/counselling-appointment'
const PAGES = ['/', '/services', '/services/home-care-packages-blacktown', '/locations', '/articles', '/search?q=counselling']

let cluster: Cluster
let datasetDir: string
beforeAll(async () => {
  datasetDir = mkdtempSync(path.join(tmpdir(), 'abc-cluster-dataset-'))
  cpSync('dataset/bundled', datasetDir, { recursive: true })
  cluster = await startCluster({
    servers: 2,
    port: await freePort(),
    env: { LOG_LEVEL: 'warn', CONTENT_DATASET_DIR: datasetDir, BOOKING_RATE_LIMIT: '1000000', SHUTDOWN_DRAIN_MS: '1000' },
  })
}, 240_000)
afterAll(async () => {
  await ifSet(cluster)?.stop()
  rmSync(datasetDir, { recursive: true, force: true })
})

describe('the caching proxy in front', () => {
  it('keeps what the site marks s-maxage, never an editor preview or a form', async () => {
    const first = await fetch(`${cluster.url}/about-us`)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toContain('s-maxage=')
    expect(first.headers.get('x-proxy-cache')).toBe('MISS')
    expect((await fetch(`${cluster.url}/about-us`)).headers.get('x-proxy-cache')).toBe('HIT')
    const preview = await fetch(`${cluster.url}/about-us`, { headers: { cookie: 'theme=x; preview-perspective=anything' } })
    expect(preview.headers.get('x-proxy-cache')).toBe('BYPASS')
    const booked = await fetch(`${cluster.url}${FORM}`, { method: 'POST', redirect: 'manual', body: validBookingBody() })
    expect(booked.status).toBe(303)
    expect(booked.headers.get('x-proxy-cache')).toBeNull()
  })
})

describe('a rolling restart', () => {
  it('restarts every server in turn under load: no request fails, no booking is lost or doubled', async () => {
    const failures: string[] = []
    const accepted = new Set<string>()
    let requests = 0
    let running = true
    const load = async (worker: number) => {
      for (let round = 0; running; round++) {
        const page = PAGES[(worker + round) % PAGES.length]!
        const isBooking = round % 4 === 3
        const body = isBooking ? validBookingBody() : undefined
        try {
          const answer = await fetch(cluster.url + (isBooking ? FORM : page), isBooking ? { method: 'POST', redirect: 'manual', body } : {})
          await answer.arrayBuffer()
          requests++
          if (isBooking ? answer.status !== 303 : answer.status !== 200) failures.push(`${answer.status} ${isBooking ? 'POST ' + FORM : page}`)
          else if (body) accepted.add(body.get('idempotencyKey')!)
        } catch (error) {
          failures.push(`${(error as Error).message} ${page}`)
        }
      }
    }
    const workers = Array.from({ length: 6 }, (_, worker) => load(worker))
    for (let index = 0; index < cluster.servers.length; index++) await cluster.restart(index)
    // Load continues a moment on the restarted servers too.
    const after = requests
    await expect.poll(() => requests - after, { timeout: 30_000 }).toBeGreaterThan(50)
    running = false
    await Promise.all(workers)

    expect(failures).toEqual([])
    expect(requests).toBeGreaterThan(100)
    expect(accepted.size).toBeGreaterThan(10)
    const db = new pg.Client(cluster.databaseUrl)
    await db.connect()
    try {
      const { rows } = await db.query<{ idempotency_key: string; copies: number }>('select idempotency_key, count(*)::int as copies from booking_requests group by idempotency_key')
      const stored = new Map(rows.map((row) => [row.idempotency_key, row.copies]))
      expect([...accepted].filter((key) => stored.get(key) !== 1)).toEqual([])
    } finally {
      await db.end()
    }
  }, 300_000)

  it("empties every server's page cache when content changes", async () => {
    const target = '/about-us'
    // Each server has the page in its own cache.
    for (const server of cluster.servers) {
      await fetch(server.baseUrl + target).then((answer) => answer.text())
      expect((await fetch(server.baseUrl + target)).headers.get('x-cache')).toBe('HIT')
    }
    const file = path.join(datasetDir, 'data.ndjson')
    const lines = readFileSync(file, 'utf8').split('\n')
    const index = lines.findIndex((line) => line.includes('"slug":{"_type":"slug","current":"about-us"}') && !line.includes('"_id":"drafts.'))
    expect(index).toBeGreaterThan(-1)
    const document = JSON.parse(lines[index]!) as { title: string }
    document.title = 'About us, as edited just now'
    lines[index] = JSON.stringify(document)
    writeFileSync(`${file}.next`, lines.join('\n'))
    const edited = performance.now()
    renameSync(`${file}.next`, file)
    const seenAfter = await Promise.all(
      cluster.servers.map(async (server) => {
        await expect
          .poll(async () => (await fetch(server.baseUrl + target).then((answer) => answer.text())).includes('About us, as edited just now'), { timeout: 15_000, interval: 50 })
          .toBe(true)
        return Math.round(performance.now() - edited)
      }),
    )
    console.log(`each server showed the edit after ${seenAfter.join(' ms, ')} ms`)
  })
})
