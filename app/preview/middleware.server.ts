import type { MiddlewareFunction } from 'react-router'
import { PRIVATE_CACHE_CONTROL } from '~/http/cache-policy.server'
import { answerDraftQuery } from './proxy.server'
import { isPreviewRequest } from '~/content/perspective/preview.server'
import { env } from '~/config/env.server'

/**
 * Every answer in preview, pages, their data and the API alike, is for this editor alone: never kept
 * by a cache (this server's or a CDN's) and never indexed.
 */
export const keepPreviewPrivate: MiddlewareFunction<Response> = async ({ request }, next) => {
  const answer = await next()
  if (!(await isPreviewRequest(request))) return answer
  const privateAnswer = new Response(answer.body, answer)
  privateAnswer.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL)
  privateAnswer.headers.set('X-Robots-Tag', 'noindex')
  return privateAnswer
}

/**
 * The draft proxy answers at PREVIEW_PROXY_PATH, a setting read when the server starts (the route table
 * is fixed when the site is built), so it is answered here, before any route's own handler.
 */
export const answerDraftProxy: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (new URL(request.url).pathname !== env().PREVIEW_PROXY_PATH) return next()
  return answerDraftQuery(request)
}
