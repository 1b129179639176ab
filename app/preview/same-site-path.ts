/**
 * Where to send the browser after preview is turned on or off: a path on this site, never another
 * site (an open redirect would let anyone's link bounce an editor anywhere). Anything else gives '/'.
 */
export function sameSitePath(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/'
  const base = 'http://same-site.invalid'
  try {
    const url = new URL(target, base)
    if (url.origin !== base) return '/'
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return '/'
  }
}
