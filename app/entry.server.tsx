import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { renderToPipeableStream } from 'react-dom/server'
import { isRouteErrorResponse, ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router'
import { errorFields, log } from './logging/log.server'
import { cspNonceContext, NonceContext } from './security/nonce'
import { HtmlOnlySectionsContext } from '~/sections/html-only'
import { PreferencesScriptText } from '~/preferences/PreferencesScript'
import { preferencesScript } from '~/preferences/preferences-script'
import { htmlOnlySectionsContext } from '~/sections/html-only.server'
import { KeptJsonLdContext } from '~/structured-data/json-ld'
import { keptJsonLdContext } from '~/structured-data/page.server'

export const streamTimeout = 5_000

const NO_SECTIONS = new Map()
const NO_JSON_LD: never[] = []
/** The same text on every page (its hash is in every page's CSP). */
const PREFERENCES_SCRIPT = preferencesScript()

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (responseStatusCode === 405) responseHeaders.set('Allow', allowedMethods(routerContext))
  if (request.method.toUpperCase() === 'HEAD')
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })

  const nonce = loadContext.get(cspNonceContext)
  return new Promise<Response>((resolve, reject) => {
    // A part of the page that failed once its shell was rendered: React renders it again in the browser.
    let failedPart: unknown
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <HtmlOnlySectionsContext value={loadContext.get(htmlOnlySectionsContext) ?? NO_SECTIONS}>
          <KeptJsonLdContext value={loadContext.get(keptJsonLdContext) ?? NO_JSON_LD}>
            <PreferencesScriptText value={PREFERENCES_SCRIPT}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </PreferencesScriptText>
          </KeptJsonLdContext>
        </HtmlOnlySectionsContext>
      </NonceContext>,
      {
        nonce,
        // Whole pages, as above: a Suspense boundary that waited (a part hydrated later, hydratedLater) stays in
        // its place in the HTML. React otherwise moves one that comes after the first 12.8 KB to the end of the
        // page, with its script to put it back.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // Every page is sent whole: no loader defers data, so nothing would come sooner by streaming, and
        // the page cache keeps what is rendered. Sent as soon as the shell was ready, a page held the loader
        // data in a Suspense boundary whenever its serialisation had not finished in the same pass, with
        // React's script to reveal it (about 1 KB more on the home page, which then missed its 40 KB),
        // and which of the two forms a kept page had depended on timing.
        onAllReady() {
          if (failedPart !== undefined) log.error('render failed in part of a page', errorFields(failedPart))
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          pipe(body)
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
        },
        // React Router's handleError (below) logs a page that could not be rendered at all.
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          failedPart ??= error
        },
      },
    )
  })
}

/** A 405 says what the address does take: GET and HEAD, and POST where a route on it has an action (a form). */
function allowedMethods(routerContext: EntryContext): string {
  const takesForms = routerContext.staticHandlerContext.matches.some(
    (match) => routerContext.manifest.routes[match.route.id]?.hasAction,
  )
  return takesForms ? 'GET, HEAD, POST' : 'GET, HEAD'
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return
  // React Router's own answers to a wrong request (405 for a POST to a page without a form, 404) are not failures.
  if (isRouteErrorResponse(error) && error.status < 500) return
  log.error('request failed', { path: new URL(request.url).pathname, ...errorFields(error) })
}
