import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { samples } from './support/prometheus'
import { freePort, startServer, type RunningServer } from './support/server'
import { ifSet } from '../support/if-set'

describe('metrics for an operator (METRICS_PORT)', () => {
  let server: RunningServer
  let metricsUrl: string
  beforeAll(async () => {
    const port = await freePort()
    metricsUrl = `http://127.0.0.1:${port}/metrics`
    server = await startServer({ METRICS_PORT: String(port) })
  })
  afterAll(() => ifSet(server)?.stop())

  it('counts requests by route and status, the page cache, content, images, live streams, bookings and Node itself', async () => {
    for (const path of [
      '/',
      '/services/home-care-packages-blacktown',
      '/services/home-care-packages-blacktown',
      '/no-such-page',
      '/search?q=my+private+words',
    ])
      await fetch(`${server.baseUrl}${path}`).then((answer) => answer.arrayBuffer())
    const answer = await fetch(metricsUrl)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = await answer.text()

    const served = samples(text, 'http_request_duration_seconds_count')
    expect(served).toContainEqual({ labels: '{route="routes/home",method="GET",status="200"}', value: 1 })
    expect(served).toContainEqual({ labels: '{route="routes/service",method="GET",status="200"}', value: 2 })
    expect(served.some(({ labels }) => labels.includes('status="404"'))).toBe(true)
    // Labels name routes, never addresses: what a visitor searched for stays out of the metrics.
    expect(text).not.toContain('private')
    expect(text).not.toContain('home-care-packages-blacktown')

    expect(samples(text, 'page_cache_answers_total')).toContainEqual({ labels: '{result="hit"}', value: 1 })
    expect(samples(text, 'page_cache_bytes')[0]?.value).toBeGreaterThan(10_000)
    expect(samples(text, 'content_source_state')).toContainEqual({ labels: '{state="fresh"}', value: 1 })
    expect(samples(text, 'image_transforms').map(({ labels }) => labels)).toEqual([
      '{state="running"}',
      '{state="waiting"}',
    ])
    expect(samples(text, 'live_streams')).toEqual([{ labels: '', value: 0 }])
    expect(samples(text, 'bookings_pending')).toEqual([
      { labels: '{kind="requests"}', value: 0 },
      { labels: '{kind="notifications"}', value: 0 },
    ])
    expect(samples(text, 'nodejs_eventloop_lag_p99_seconds')).toHaveLength(1)
    expect(samples(text, 'process_resident_memory_bytes')[0]?.value).toBeGreaterThan(0)
  })

  it('are never served on the site itself', async () => {
    const answer = await fetch(`${server.baseUrl}/metrics`)
    expect(answer.status).toBe(404)
    expect(await answer.text()).not.toContain('http_request_duration_seconds')
  })
})
