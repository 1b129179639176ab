/** Where open pages listen for content changes: server-sent events (live-events.server.ts). */
export const LIVE_EVENTS_PATH = '/api/live'

/** The name of the event sent after every content change (and once when a page connects). */
export const CONTENT_EVENT = 'content'

/** The content version an event carries, or undefined for anything else. */
export function versionIn(data: unknown): number | undefined {
  if (typeof data !== 'string') return undefined
  try {
    const parsed: unknown = JSON.parse(data)
    const version =
      typeof parsed === 'object' && parsed !== null ? (parsed as { version?: unknown }).version : undefined
    return typeof version === 'number' && Number.isInteger(version) ? version : undefined
  } catch {
    return undefined
  }
}
