/**
 * Adds an async script to <head>, once per address; returns whether it was added now. Made by the
 * site's own (trusted) code, so a CSP with 'strict-dynamic' lets it run; it never holds up rendering.
 */
export function loadScript(src: string): boolean {
  if ([...document.scripts].some((script) => script.src === src)) return false
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.append(script)
  return true
}
