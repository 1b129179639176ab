/**
 * Whether a request's Origin header names this site (the host the request was sent to). 'null' (a
 * page that hides where it is: a sandboxed frame, a file, some redirects) and anything unreadable
 * are another site.
 */
export function originIsThisSite(origin: string, host: string | undefined): boolean {
  if (origin === 'null') return false
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}
