import type express from 'express'
import type { ContentClient } from '../client.server'
import { API_PROBLEM_TYPE, apiProblemBody } from '~/lib/api-problem.server'
import { CONTENT_EVENT } from './live-events'
import { localStreamCounts, type StreamCounts } from './stream-counts.server'

export { LIVE_EVENTS_PATH } from './live-events'
/** A comment line this often keeps proxies and the browser from closing a quiet connection. */
export const HEARTBEAT_MS = 25_000
/** How long a client over a limit is asked to wait: a page without live updates still works, and tries again on its next load. */
export const LIVE_RETRY_AFTER_SECONDS = 60

export interface LiveLimits {
  /** Streams one client address may hold open at once (429 above it). */
  perClient: number
  /** Streams open at once in all (503 above it). */
  total: number
}

/**
 * GET /api/live: server-sent events, one `content` event with the content version after every change
 * the content client hears of (the local dataset's watcher, or Sanity's Live Content API with its
 * 'fetch-sync-tags' subscription), so an open page knows to refetch. Nothing is cached or compressed;
 * a closed connection unsubscribes at once. `close()` ends every stream (server shutdown).
 *
 * The stream is the same whatever the request's perspective (it never reads the preview cookie): a
 * browser's tabs share one (shared-connection.ts), each refetching through its own loaders, so a tab in
 * preview gets drafts and another the published content. Should it ever differ by perspective, the
 * tabs' channel and lock must be named per perspective (browser-environment.ts).
 */
export function liveEvents(
  content: Pick<ContentClient, 'onChange' | 'version'>,
  limits: LiveLimits,
  { heartbeatMs = HEARTBEAT_MS, counts = localStreamCounts() }: { heartbeatMs?: number; counts?: StreamCounts } = {},
) {
  const open = new Set<express.Response>()

  const handler: express.RequestHandler = async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response
        .set('Allow', 'GET, HEAD')
        .status(405)
        .type(API_PROBLEM_TYPE)
        .send(JSON.stringify(apiProblemBody(405, 'Live content events are read with GET.')))
      return
    }
    /** The client address (request.ip: the proxy's X-Forwarded-For when TRUST_PROXY says so), counted on every server. */
    const client = request.ip ?? 'unknown'
    // The total protects this process's sockets: it is this process's own. The per-client limit is every server's.
    const busy = open.size >= limits.total
    const admitted = !busy && (await counts.open(client, limits.perClient))
    if (!admitted) {
      const [status, message] = !busy
        ? [
            429,
            'Too many live update connections from this address. Close some of this site’s tabs; pages still work without live updates.',
          ]
        : [503, 'Live updates are busy just now. Pages still work; they will update when you next open them.']
      response
        .status(status)
        .set({ 'Retry-After': String(LIVE_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' })
        .type(API_PROBLEM_TYPE)
        .send(JSON.stringify(apiProblemBody(status, message)))
      return
    }
    // Gone while the count was asked: never counted as open.
    if (response.closed || request.socket.destroyed) return void counts.close(client)
    response.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: the compression middleware (and any proxy) must pass each event on at once.
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    })
    response.flushHeaders()
    if (request.method === 'HEAD') {
      counts.close(client)
      return void response.end()
    }
    const send = (text: string) => {
      response.write(text)
      ;(response as unknown as { flush?: () => void }).flush?.()
    }
    // The first event says which version the page is seeing now; a reconnecting browser compares with it.
    send(`retry: 2000\nevent: ${CONTENT_EVENT}\ndata: ${JSON.stringify({ version: content.version })}\n\n`)
    const unsubscribe = content.onChange((version) =>
      send(`event: ${CONTENT_EVENT}\ndata: ${JSON.stringify({ version })}\n\n`),
    )
    const heartbeat = setInterval(() => send(': heartbeat\n\n'), heartbeatMs)
    open.add(response)
    response.on('close', () => {
      clearInterval(heartbeat)
      unsubscribe()
      open.delete(response)
      counts.close(client)
    })
  }

  return {
    handler,
    get connections() {
      return open.size
    },
    close() {
      for (const response of open) response.end()
    },
    /** Forgets this server's streams in the shared count (shutdown, after close()). */
    stop: () => counts.stop(),
  }
}
