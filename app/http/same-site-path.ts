const BASE = 'http://same-site.invalid'

/** Characters a browser drops or rewrites while it reads an address: control characters, whitespace, backslashes. */
const REWRITTEN_BY_BROWSERS =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this must find
  /[\u0000-\u0020\u007f-\u00a0\\\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2060\u3000\ufeff]/

/**
 * Where to send a browser when the destination comes from outside (a query parameter, a form, the
 * CMS): a path on this site, never another site. An open redirect would let anyone's link bounce a
 * visitor or an editor anywhere. Anything that is not plainly a path on this site gives `fallback`.
 *
 * The path is read the way a browser reads it, and checked after that reading as well as before: a
 * path that normalises to '//host' ('/.//evil.example', '/%2e//evil.example', '/a/..//evil.example')
 * is scheme-relative in a Location header, so the answer is checked once it is written too
 * (tested against known open-redirect payloads: same-site-path.test.ts).
 */
export function sameSitePath(target: string | null | undefined, fallback = '/'): string {
  if (typeof target !== 'string' || !isPlainPath(target) || REWRITTEN_BY_BROWSERS.test(target)) return fallback
  let url: URL
  try {
    url = new URL(target, BASE)
  } catch {
    return fallback
  }
  if (url.origin !== BASE) return fallback
  const path = `${url.pathname}${url.search}${url.hash}`
  return isPlainPath(path) ? path : fallback
}

/** One slash, then anything but a second slash or a backslash. */
function isPlainPath(path: string): boolean {
  return path.startsWith('/') && path[1] !== '/' && path[1] !== '\\'
}
