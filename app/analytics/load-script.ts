/**
 * Adds an async script to <head>, once per address. Made by the site's own (trusted) code, so a CSP
 * with 'strict-dynamic' lets it run; it never holds up the page's rendering.
 */
export function loadScript(src: string) {
  if ([...document.scripts].some((script) => script.src === src)) return
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.append(script)
}
