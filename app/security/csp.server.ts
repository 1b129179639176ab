import { createHash } from 'node:crypto'

/**
 * The Content-Security-Policy. Pages are cached and shared (app/http/), so their inline scripts are
 * allowed by hash rather than by a per-response nonce: the same bytes carry the same policy to every
 * visitor and through a CDN. A nonce is still made for every render, only to tell the scripts React
 * Router rendered from anything else; it is taken out of the HTML before it leaves
 * (docs/decisions/0010-csp-hashes-for-cached-pages.md).
 */
export interface PolicySources {
  /** Extra image hosts (the map's tile server; the tag manager's and GA4's pixels). */
  images: string[]
  /** Other origins allowed to show the site in a frame: the Studio's, when SANITY_STUDIO_URL is set. */
  frameAncestors?: string[]
  /** Extra script origins (the tag manager and session-recording scripts, when set: app/analytics). */
  scripts?: string[]
  /** Extra origins the page may send requests to (the same third parties' hits and recordings). */
  connections?: string[]
}

export function contentSecurityPolicy(sources: PolicySources, scriptHashes: string[] = []): string {
  // The third-party origins are for browsers without CSP 3: with 'strict-dynamic' the site's own
  // (hashed) code is what lets their scripts in, since it is what adds them to the page.
  const self = ["'self'", ...(sources.scripts ?? [])]
  const scripts = scriptHashes.length ? [...self, "'strict-dynamic'", ...scriptHashes.map((hash) => `'${hash}'`)] : self
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'font-src': ["'self'", 'https:', 'data:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...(sources.frameAncestors ?? [])],
    'img-src': ["'self'", 'data:', 'https://cdn.sanity.io', ...sources.images],
    'object-src': ["'none'"],
    'script-src': scripts,
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'connect-src': ["'self'", 'https://*.api.sanity.io', 'wss://*.api.sanity.io', ...(sources.connections ?? [])],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';')
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g

/**
 * Finds the inline scripts rendered with this render's nonce, returns their hashes and the HTML with
 * the nonce taken out. A script without the nonce (markup that should never be there) gets no hash,
 * so the browser refuses to run it.
 */
export function hashTrustedInlineScripts(html: string, nonce: string): { html: string; hashes: string[] } {
  const hashes = new Set<string>()
  const marker = ` nonce="${nonce}"`
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!attributes.includes(marker) || /\ssrc=/.test(attributes)) continue
    hashes.add(scriptHash(body))
  }
  return { html: html.replaceAll(marker, ''), hashes: [...hashes] }
}

/** A CSP source for one inline script's text: 'sha256-…' without the quotes. */
export function scriptHash(source: string): string {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`
}
