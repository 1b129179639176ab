/**
 * Whether an error in the browser is the site's own (SPEC 2: only our own fatal errors reach the error
 * page). A script error event names the file it came from; a rejected promise carries only its reason,
 * so its stack decides: the first script address in it, the frame that threw, must be on the site's
 * origin. Errors from other sites' scripts, from browser extensions, and reasons with no stack at all
 * (a failed background request, a rejected string) are not ours to act on.
 */
const SCRIPT_ADDRESS = /\b(?:https?|chrome-extension|moz-extension|safari-web-extension|webpack|blob):\/\/[^\s)]+/

export function isOwnScript(filename: string | undefined, origin: string): boolean {
  if (!filename) return false
  try {
    return new URL(filename).origin === origin
  } catch {
    return false
  }
}

export function isOwnErrorEvent(event: Pick<ErrorEvent, 'error' | 'filename'>, origin: string): boolean {
  return Boolean(event.error) && isOwnScript(event.filename, origin)
}

export function isOwnRejection(reason: unknown, origin: string): boolean {
  if (!(reason instanceof Error) || typeof reason.stack !== 'string') return false
  const topFrame = SCRIPT_ADDRESS.exec(reason.stack)?.[0]
  return topFrame !== undefined && isOwnScript(topFrame, origin)
}
