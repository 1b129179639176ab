/** What the browser's map needs to draw its tiles: the server's URL template and the credit it asks for. */
export interface MapTiles {
  url: string
  attribution: string
}

/**
 * The CSP img-src source that allows a tile URL template: its origin, with a `{s}` subdomain
 * ("https://{s}.tile.example.org/…") widened to a wildcard.
 */
export function tileImageSource(template: string): string {
  const url = new URL(template.replaceAll('{s}', 'a').replace(/\{[^}]*\}/g, '0'))
  const host = template.includes('{s}.') ? url.host.replace(/^a\./, '*.') : url.host
  return `${url.protocol}//${host}`
}
