import { useEffect, useState } from 'react'

/** Script errors from other origins (extensions, third-party tags) are not ours to act on. */
function isOurs(event: ErrorEvent): boolean {
  return !event.filename || new URL(event.filename, location.href).origin === location.origin
}

/**
 * SPEC 2 and 8: a fatal or unhandled error in the browser takes the visitor to the error page, rather than
 * leaving a half-working page. For crawlers the error is reported to the console and the page is left as
 * it is (their errors are reported, not shown).
 */
export function UnhandledErrorListener() {
  const [fatal, setFatal] = useState<unknown>(null)
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
    const onError = (event: ErrorEvent) => {
      if (event.error && isOurs(event)) fail(event.error)
    }
    const onRejection = (event: PromiseRejectionEvent) => fail(event.reason)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  if (fatal) throw fatal
  return null
}
