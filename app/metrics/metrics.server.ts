import type express from 'express'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { BuildRoute } from './route-label.server'
import { routeLabeller } from './route-label.server'

/** What the metrics read when Prometheus asks: each a function, so a scrape sees the state of that moment. */
export interface MetricSources {
  /** The content source's state: fresh, snapshot, bundled or none (app/content/source). */
  contentState: () => string
  /** Rendered pages kept in memory, and their bytes (app/http/page-cache.server.ts); null when the cache is off. */
  pageCache: () => { entries: number; bytes: number } | null
  /** Image transforms running and waiting, and the processes that make them; null without the local backend. */
  imageWork: () => { running: number; waiting: number } | null
  /** Open live-content streams (app/content/live). */
  liveStreams: () => number
  /** Booking requests not yet handled and notifications not yet sent (app/bookings). */
  bookingsPending: () => Promise<{ requests: number; notifications: number }>
}

const CONTENT_STATES = ['fresh', 'snapshot', 'bundled', 'none'] as const

/**
 * The site's Prometheus metrics (prom-client): requests by route and status with their durations,
 * the page cache, image work, the content source, bookings, live streams, and Node's own (event-loop
 * delay, memory, garbage collection). Served on METRICS_PORT only (server/main.ts), never on the site's port.
 */
export function siteMetrics(sources: MetricSources, routes: Record<string, BuildRoute | undefined> | null) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const labelOf = routeLabeller(routes)

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const cacheAnswers = new Counter({
    name: 'page_cache_answers_total',
    help: 'Pages answered from the page cache (hit) or rendered for it (miss)',
    labelNames: ['result'] as const,
    registers: [registry],
  })
  new Gauge({
    name: 'page_cache_bytes',
    help: 'Bytes of rendered pages kept in memory (compressed forms counted)',
    registers: [registry],
    collect() {
      this.set(sources.pageCache()?.bytes ?? 0)
    },
  })
  new Gauge({
    name: 'page_cache_entries',
    help: 'Rendered pages kept in memory',
    registers: [registry],
    collect() {
      this.set(sources.pageCache()?.entries ?? 0)
    },
  })
  new Gauge({
    name: 'image_transforms',
    help: 'Image transforms running and waiting in the queue',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const work = sources.imageWork()
      this.set({ state: 'running' }, work?.running ?? 0)
      this.set({ state: 'waiting' }, work?.waiting ?? 0)
    },
  })
  new Gauge({
    name: 'content_source_state',
    help: 'Where content comes from: 1 for the current state (fresh, snapshot, bundled, none), 0 for the others',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const current = sources.contentState()
      for (const state of CONTENT_STATES) this.set({ state }, state === current ? 1 : 0)
    },
  })
  new Gauge({
    name: 'live_streams',
    help: 'Open live-content streams (GET /api/live)',
    registers: [registry],
    collect() {
      this.set(sources.liveStreams())
    },
  })
  new Gauge({
    name: 'bookings_pending',
    help: 'Booking requests not yet handled (requests) and notifications not yet sent (notifications)',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      // A database that cannot answer leaves the figures unknown (NaN), never the whole scrape failed.
      const pending = await sources.bookingsPending().catch(() => ({ requests: NaN, notifications: NaN }))
      this.set({ kind: 'requests' }, pending.requests)
      this.set({ kind: 'notifications' }, pending.notifications)
    },
  })

  /** Times every request from here to its last byte, and counts page cache answers (the page handler's X-Cache). */
  const measure: express.RequestHandler = (request, response, next) => {
    const done = requests.startTimer()
    // Read now: a router mounted on a prefix strips it from request.path while it runs.
    const route = labelOf(request.path)
    response.on('finish', () => {
      done({ route, method: request.method, status: String(response.statusCode) })
      const cache = response.getHeader('X-Cache')
      if (cache === 'HIT' || cache === 'MISS') cacheAnswers.inc({ result: cache === 'HIT' ? 'hit' : 'miss' })
    })
    next()
  }

  /** GET /metrics in Prometheus' text format; nothing else. */
  const serve: express.RequestHandler = (request, response) => {
    if (request.path !== '/metrics')
      return void response.status(404).type('text/plain').send('Not found: metrics are at /metrics\n')
    registry.metrics().then(
      (text) => response.set('Content-Type', registry.contentType).set('Cache-Control', 'no-store').send(text),
      () => response.status(500).type('text/plain').send('The metrics could not be read just now.\n'),
    )
  }

  return { measure, serve, registry }
}
