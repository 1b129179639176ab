import { useLocation } from 'react-router'
import { readablePath } from '~/http/readable-path'

/**
 * The current path for anything a page renders from it (the print header, the error page): the
 * server's and the browser's agree even for an address whose percent-encoding is broken
 * (app/http/readable-path.ts), so the 400 page hydrates without a mismatch.
 */
export function useReadablePath(): string {
  return readablePath(useLocation().pathname)
}
