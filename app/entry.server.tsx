import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server'
import { isRouteErrorResponse, ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router'
import { errorFields, log } from './logging/log.server'
import { cspNonceContext, NonceContext } from './security/nonce'
import { HtmlOnlySectionsContext } from './ui/sections/html-only'
import { htmlOnlySectionsContext } from './ui/sections/html-only.server'

export const streamTimeout = 5_000

const NO_SECTIONS = new Map()

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, loadContext: RouterContextProvider) {
  if (responseStatusCode === 405) responseHeaders.set('Allow', allowedMethods(routerContext))
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders })

  const nonce = loadContext.get(cspNonceContext)
  const userAgent = request.headers.get('user-agent')
  // Crawlers and no-JavaScript visitors get the whole page at once.
  const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <HtmlOnlySectionsContext value={loadContext.get(htmlOnlySectionsContext) ?? NO_SECTIONS}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </HtmlOnlySectionsContext>
      </NonceContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          pipe(body)
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) log.error('render failed while streaming', errorFields(error))
        },
      },
    )
  })
}

/** A 405 says what the address does take: GET and HEAD, and POST where a route on it has an action (a form). */
function allowedMethods(routerContext: EntryContext): string {
  const takesForms = routerContext.staticHandlerContext.matches.some((match) => routerContext.manifest.routes[match.route.id]?.hasAction)
  return takesForms ? 'GET, HEAD, POST' : 'GET, HEAD'
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return
  // React Router's own answers to a wrong request (405 for a POST to a page without a form, 404) are not failures.
  if (isRouteErrorResponse(error) && error.status < 500) return
  log.error('request failed', { path: new URL(request.url).pathname, ...errorFields(error) })
}
