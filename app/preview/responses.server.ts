import { PRIVATE_CACHE_CONTROL } from '~/http/cache-policy.server'

/** A plain-text answer about preview itself: never kept, never indexed. */
export function plainAnswer(status: number, message: string, headers: HeadersInit = {}): Response {
  const answer = new Response(message, { status, headers })
  answer.headers.set('Content-Type', 'text/plain; charset=utf-8')
  answer.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL)
  answer.headers.set('X-Robots-Tag', 'noindex')
  return answer
}
