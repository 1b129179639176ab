import { useEffect, useState } from 'react'
import { FATAL_ERROR_EVENT } from './chunk-reload'
import { isOwnErrorEvent, isOwnRejection } from './error-origin'

/**
 * SPEC 2 and 8: a fatal or unhandled error in the browser takes the visitor to the error page, rather than
 * leaving a half-working page. For crawlers the error is reported to the console and the page is left as
 * it is (their errors are reported, not shown).
 */
export function UnhandledErrorListener() {
  const [fatal, setFatal] = useState<Error | null>(null)
  useEffect(() => {
    // isbot's list of crawlers is fetched only when something has gone wrong: most pages never need it.
    const fail = (error: unknown) => {
      import('isbot').then(
        ({ isbot }) => {
          if (isbot(navigator.userAgent)) console.warn('app error', error)
          else setFatal(error instanceof Error ? error : new Error(String(error)))
        },
        () => setFatal(error instanceof Error ? error : new Error(String(error))),
      )
    }
    // Errors from other sites' scripts and from browser extensions are theirs (error-origin.ts).
    const onError = (event: ErrorEvent) => {
      if (isOwnErrorEvent(event, location.origin)) fail(event.error)
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isOwnRejection(event.reason, location.origin)) fail(event.reason)
    }
    // The site's own code reporting a failure it cannot recover from (app/shell/chunk-reload.ts).
    const onFatal = (event: Event) => fail(event instanceof CustomEvent ? event.detail : event)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    window.addEventListener(FATAL_ERROR_EVENT, onFatal)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
      window.removeEventListener(FATAL_ERROR_EVENT, onFatal)
    }
  }, [])
  if (fatal) throw fatal
  return null
}
