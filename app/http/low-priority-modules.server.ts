/** React Router's module preloads, as `<Scripts>` writes them (rel first), not yet given a priority. */
const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*\bfetchpriority=)/g

/**
 * Marks a page's module preloads `fetchpriority="low"`. Every page is whole as the server sends it:
 * its text, links and forms work before its scripts run, which only hydrate it. Browsers fetch
 * module preloads at high priority, as they would a script that blocks the first paint; marked low,
 * the stylesheet and the page's first image come first on a slow connection, and Lighthouse's
 * simulated mobile load no longer counts 100 KB of scripts before the first paint (decision 0037).
 * Only the head is read: the preloads are there, and a page's text never is.
 */
export function lowPriorityModulePreloads(html: string): string {
  const headEnd = html.indexOf('</head>')
  if (headEnd < 0) return html
  return (
    html.slice(0, headEnd).replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"') +
    html.slice(headEnd)
  )
}
