/** SPEC 2: the product name, the title template '{page} - {product}' and the fallback from the path. */
export const PRODUCT = 'Altogether better care'
export const TITLE_SEPARATOR = '|'

/** SPEC 2: the parts of one page's title (a list, then its category, then the page number) joined by '|'. */
export function titleOfParts(...parts: Array<string | null | undefined | false>): string {
  return parts
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join(` ${TITLE_SEPARATOR} `)
}

export function pageTitle(page?: string | null): string {
  const trimmed = page?.trim()
  return trimmed && trimmed !== PRODUCT ? `${trimmed} - ${PRODUCT}` : PRODUCT
}

/** The last path segment turned into words: "/work-with-us/careers/open-roles" gives "Open roles". */
export function titleFromPath(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).pop()
  if (!last) return PRODUCT
  let decoded = last
  try {
    decoded = decodeURIComponent(last)
  } catch {
    // A malformed escape stays as typed.
  }
  const words = decoded
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_+]+/g, ' ')
    .trim()
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : PRODUCT
}
