import { randomBytes } from 'node:crypto'
import { createReadableStreamFromReadable } from '@react-router/node'
import type express from 'express'
import type { RouterContextProvider } from 'react-router'
import { previewCookieIn } from '~/content/perspective/preview.server'
import { contentSecurityPolicy, hashTrustedInlineScripts, type PolicySources } from '~/security/csp.server'
import { answerCaching, requestCaching } from './cache-policy.server'
import { readableAddress, unreadableRequest, unreadableRequestContext } from './malformed-address.server'
import {
  type Encoding,
  etagFor,
  matchesIfNoneMatch,
  type PageCache,
  type Rendered,
  storedResponse,
  type StoredResponse,
} from './page-cache.server'
import { lowPriorityModulePreloads } from './low-priority-modules.server'
import { documentRequestContext, isDocumentRequest } from './document-request'

export interface PageHandlerOptions {
  /** React Router's request handler (`createRequestHandler(build, mode)`). */
  handle: (request: Request, context: RouterContextProvider) => Promise<Response>
  /** Rendered answers kept in memory; null answers every request afresh (ETags and 304s still work). */
  cache: PageCache | null
  /** Pages wait for this once (the indexes built at start-up); a failure there does not stop them. */
  ready?: Promise<unknown>
  /** The content version pages are rendered from: the cache keeps nothing across a change. */
  contentVersion: () => number
  policy: PolicySources
  /** The router context for one request; `nonce` marks the inline scripts this render may run. */
  loadContext: (request: express.Request, response: express.Response, nonce: string) => RouterContextProvider
}

/**
 * React Router's request handler for Express, with what a shared page needs around it: the whole
 * answer is read, its inline scripts hashed into the CSP, and (when every visitor would get the same)
 * given a strong ETag and Cache-Control, kept by content version and sent pre-compressed.
 */
export function pageHandler(options: PageHandlerOptions): express.RequestHandler {
  const { handle } = options

  const render = async (
    request: express.Request,
    response: express.Response,
    shared: boolean,
    preview: boolean,
  ): Promise<Rendered> => {
    const nonce = randomBytes(16).toString('hex')
    // Express's path, as server/app.ts reads it: an address starting '//' is a path, never a host to parse.
    const problem = unreadableRequest(request.method, request.path)
    const context = options.loadContext(request, response, nonce)
    context.set(unreadableRequestContext, problem)
    context.set(documentRequestContext, !preview && isDocumentRequest(request.method, request.path))
    // A shared render is finished for whoever asks next even if this visitor leaves; a private one stops.
    const fetchOptions = {
      asGet: shared || problem === 'unsupported-method',
      abortOnClose: !shared,
      readable: problem === 'malformed-address',
    }
    const answer = await handle(fetchRequest(request, response, fetchOptions), context)
    const headers = new Headers(answer.headers)
    let body: Buffer = answer.body ? Buffer.from(await answer.arrayBuffer()) : Buffer.alloc(0)
    // A page written without React Router (app/shell/standalone-page.server.tsx) brings its own policy.
    if (/^text\/html/i.test(headers.get('content-type') ?? '') && !headers.has('content-security-policy')) {
      const trusted = hashTrustedInlineScripts(lowPriorityModulePreloads(body.toString('utf8')), nonce)
      body = Buffer.from(trusted.html, 'utf8')
      headers.set('Content-Security-Policy', contentSecurityPolicy(options.policy, trusted.hashes))
    }
    const caching = answerCaching(requestCaching(requestFacts(request, preview)), answer.status, headers)
    if (caching.cacheControl) headers.set('Cache-Control', caching.cacheControl)
    headers.delete('content-length')
    const stored = storedResponse(answer.status, [...headers], body, {
      validated: caching.keep,
      compress: caching.keep && options.cache !== null,
    })
    return {
      response: stored,
      keep: caching.keep,
      ...(caching.keepForMs === undefined ? {} : { keepForMs: caching.keepForMs }),
    }
  }

  return async (request, response, next) => {
    try {
      const started = performance.now()
      await options.ready
      // A page in draft preview is never taken from the cache nor put in it (its loaders read drafts).
      const preview = await previewCookieIn(request.get('cookie'))
      if (!requestCaching(requestFacts(request, preview)).cacheable)
        return await send(
          request,
          response,
          (await render(request, response, false, preview)).response,
          'MISS',
          started,
        )
      const renderShared = () => render(request, response, true, false)
      if (!options.cache) return await send(request, response, (await renderShared()).response, 'MISS', started)
      const { response: stored, hit } = await options.cache.getOrRender(
        options.contentVersion(),
        request.originalUrl,
        renderShared,
      )
      await send(request, response, stored, hit ? 'HIT' : 'MISS', started)
    } catch (error) {
      next(error)
    }
  }
}

function requestFacts(request: express.Request, preview: boolean) {
  return {
    method: request.method,
    url: request.originalUrl,
    path: request.path,
    headers: { authorization: request.get('authorization') },
    preview,
  }
}

/** A function, not a property read, so TypeScript does not carry the first answer past an `await`. */
function closed(response: express.Response) {
  return response.destroyed || response.writableEnded
}

/**
 * `started`: when this handler took the request, for Server-Timing: the
 * server's own time for the page, which browsers' developer tools and the benchmark read.
 */
async function send(
  request: express.Request,
  response: express.Response,
  stored: StoredResponse,
  cache: 'HIT' | 'MISS',
  started: number,
) {
  if (closed(response)) return
  response.status(stored.status)
  // The answer's own headers replace the defaults set earlier (its CSP names its scripts); Set-Cookie may repeat.
  const headers = new Map<string, string[]>()
  for (const [name, value] of stored.headers) headers.set(name, [...(headers.get(name) ?? []), value])
  for (const [name, values] of headers) response.setHeader(name, values.length === 1 ? (values[0] as string) : values)
  const timing = () =>
    response.set(
      'Server-Timing',
      `app;dur=${(performance.now() - started).toFixed(1)};desc="${cache === 'HIT' ? 'page cache' : 'rendered'}"`,
    )
  if (!stored.etag) {
    timing()
    response.end(request.method === 'HEAD' ? undefined : await stored.body('identity'))
    return
  }
  const encoding = chooseEncoding(request, stored)
  response.set('X-Cache', cache)
  response.vary('Accept-Encoding')
  response.set('ETag', etagFor(stored.etag, encoding))
  if (matchesIfNoneMatch(request.get('if-none-match'), stored.etag)) {
    timing()
    response.status(304).end()
    return
  }
  const body = await stored.body(encoding)
  // The visitor may have gone while the body was read.
  if (closed(response)) return
  if (encoding !== 'identity') response.set('Content-Encoding', encoding)
  response.set('Content-Length', String(body.length))
  timing()
  response.end(request.method === 'HEAD' ? undefined : body)
}

/** Brotli when the visitor's browser takes it (it is the smallest), else gzip, else the plain body. */
function chooseEncoding(request: express.Request, stored: StoredResponse): Encoding {
  return stored.encodings.find((encoding) => request.acceptsEncodings(encoding) === encoding) ?? 'identity'
}

/** The Fetch API request React Router reads, made from Express's (as @react-router/express does). */
function fetchRequest(
  request: express.Request,
  response: express.Response,
  { asGet, abortOnClose, readable }: { asGet: boolean; abortOnClose: boolean; readable: boolean },
): Request {
  // The host as Express parsed it, cut at anything that could change the URL's meaning.
  const host = request.hostname.split(/[\\/?#@]/)[0] || 'localhost'
  const port = /:(\d+)$/.exec(request.get('host') ?? '')?.[1]
  const url = new URL(
    `${request.protocol}://${host}${port ? `:${port}` : ''}${readable ? readableAddress(request.originalUrl) : request.originalUrl}`,
  )
  const headers = new Headers()
  for (const [name, values] of Object.entries(request.headers)) {
    if (values === undefined) continue
    for (const value of Array.isArray(values) ? values : [values]) headers.append(name, value)
  }
  const controller = new AbortController()
  if (abortOnClose) response.on('close', () => !response.writableFinished && controller.abort())
  // A HEAD that may be kept is rendered as the GET it stands for, so the kept answer has its body.
  const method = asGet ? 'GET' : request.method
  const init: RequestInit & { duplex?: 'half' } = { method, headers, signal: controller.signal }
  if (method !== 'GET' && method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(request)
    init.duplex = 'half'
  }
  return new Request(url.href, init)
}
