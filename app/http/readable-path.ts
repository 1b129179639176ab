/**
 * The path as the site reads it, the same on the server and in the browser. A path whose
 * percent-encoding is broken ('/articles/%zz') reaches React Router on the server with every % written
 * as the replacement character '�' (percent-encoded: '/articles/%EF%BF%BDzz'; app/http/
 * malformed-address.server.ts), while the browser's router keeps the address as typed. Anything
 * rendered from the path goes through this, so the page the browser hydrates says what the server's
 * said. A path that decodes, the server's rewritten one included, is returned as it is.
 */
export function readablePath(pathname: string): string {
  return decodes(pathname) ? pathname : pathname.replaceAll('%', '%EF%BF%BD')
}

/**
 * Whether the percent-encoding of `text` is whole. The decoded text is used: the bundler takes a bare
 * `decodeURIComponent()` call whose result is dropped for one without effects and removes it, try and all.
 */
export function decodes(text: string): boolean {
  try {
    return decodeURIComponent(text).length >= 0
  } catch {
    return false
  }
}
