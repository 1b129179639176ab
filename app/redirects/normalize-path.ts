/** The form paths are compared in: lower case, decoded, one slash between segments, no trailing slash. */
export function normalizePath(path: string): string {
  let decoded = path
  try {
    decoded = decodeURI(path)
  } catch {
    // A malformed escape is compared as typed.
  }
  const trimmed = decoded
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '')
  return trimmed.startsWith('/') ? trimmed || '/' : `/${trimmed}`
}
