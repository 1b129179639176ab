import type { PageView } from './page-view'

/** The longest a page view waits for the page to render (SPEC 7). */
export const RENDER_WAIT_MS = 100

type DataLayer = unknown[]

declare global {
  interface Window {
    dataLayer?: DataLayer
  }
}

/**
 * Set on <html> when the visitor pressed 'Exit this page'. An attribute rather than a variable: the exit
 * runs in the page's inline script (app/shell/safe-exit/exit-program.ts), a program of its own.
 */
const EXITED_ATTRIBUTE = 'data-exited'

/**
 * The visitor pressed 'Exit this page' (app/shell/safe-exit): nothing more is pushed from this page,
 * not even a page view that was waiting for the page to render.
 */
export function stopSending() {
  document.documentElement.setAttribute(EXITED_ATTRIBUTE, '')
}

/** Whether page views may still be pushed from this page. */
export function sending(): boolean {
  return !document.documentElement.hasAttribute(EXITED_ATTRIBUTE)
}

/** The tag manager's data layer, made if the tag manager has not loaded yet (it reads what is already there). */
export function dataLayer(): DataLayer {
  window.dataLayer ??= []
  return window.dataLayer
}

export function pushPageView(view: PageView) {
  if (!sending()) return
  dataLayer().push(view)
}

/**
 * Calls `send` once the page has rendered (the frame after this one has been painted), or after
 * RENDER_WAIT_MS at the latest (a page in a background tab paints no frames). Returns a cancel function.
 */
export function afterRender(send: () => void): () => void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    cancel()
    send()
  }
  const timer = setTimeout(once, RENDER_WAIT_MS)
  const frame = requestAnimationFrame(() => setTimeout(once, 0))
  function cancel() {
    done = true
    clearTimeout(timer)
    cancelAnimationFrame(frame)
  }
  return cancel
}
