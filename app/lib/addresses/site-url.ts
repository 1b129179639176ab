/**
 * The one way to turn a path on the site into an absolute URL (canonical links, structured data,
 * sitemaps, robots.txt, HSDS answers). Paths come from React Router's typed `href()` or the CMS link
 * resolver (app/content/links.ts), which both encode slugs; this only puts SITE_URL in front.
 *
 * The path is appended to SITE_URL, never resolved against it, so a path like '//elsewhere' cannot
 * name another host, and a path without its leading slash still lands on the site.
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  const origin = siteUrl.replace(/\/+$/, '')
  return new URL(`${origin}${path.startsWith('/') ? path : `/${path}`}`).href
}
