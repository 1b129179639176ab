import type express from 'express'
import { log } from '~/logging/log.server'
import { sendFetchResponse } from '~/http/send-fetch-response.server'
import { MALFORMED_ADDRESS } from '~/http/malformed-address.server'
import { standalonePageResponse } from '~/shell/standalone-page.server'
import { apiProblem, isApiPath } from '~/lib/api-problem.server'

const SERVER_PROBLEM = 'Something went wrong on our side. Please try again in a moment, or call us.'

/**
 * The last Express error handler: whatever an Express piece throws or passes on (a media address whose
 * percent-encoding is broken fails in Express's own parameter decoding) is answered in the site's own
 * words, never Express's bare page, and logged as one JSON line without the stack trace or the address.
 * Pages get the standalone page with 'Exit this page'; the API, problem details (api-problem.server.ts);
 * media, a line of text.
 */
export const answerUnhandledError: express.ErrorRequestHandler = (error: unknown, request, response, next) => {
  if (response.headersSent) return next(error)
  const status = statusOf(error)
  const brokenAddress =
    error instanceof URIError || (status === 400 && /decode/i.test(String((error as Error | undefined)?.message)))
  const message = brokenAddress
    ? MALFORMED_ADDRESS
    : status < 500
      ? 'We could not read this request. Check the address, or go to our home page.'
      : SERVER_PROBLEM
  const fields = { status, errorName: error instanceof Error ? error.name : typeof error }
  if (status >= 500) log.error('request failed', fields)
  else log.warn('request refused', fields)
  if (isApiPath(request.path))
    return void sendFetchResponse(response, apiProblem(status, message, { 'Cache-Control': 'no-store' }))
  response.status(status).set('Cache-Control', 'no-store')
  if (request.path.startsWith('/media/')) return void response.type('text/plain').send(message)
  const page = standalonePageResponse({
    status,
    title: status >= 500 ? 'Error: Something went wrong' : 'Error: We could not read this address',
    heading: status >= 500 ? 'Something went wrong' : 'We could not read this address',
    paragraphs: [message],
  })
  void sendFetchResponse(response, page)
}

function statusOf(error: unknown): number {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown }
  const found = typeof status === 'number' ? status : typeof statusCode === 'number' ? statusCode : 500
  return found >= 400 && found < 600 ? found : 500
}
