import type { MiddlewareFunction } from 'react-router'
import { badRequest } from '~/shell/errors'

export const MALFORMED_ADDRESS =
  'This address has a broken character code: a % sign must be followed by two letters or digits that make a character. Check the address, or search for what you need.'

/**
 * An address whose percent-encoding is broken (`/%E0%A4%A`) cannot be read as a path at all: it gets
 * the site's 400 page, in the full shell, before anything tries to decode it.
 */
export const rejectMalformedAddress: MiddlewareFunction<Response> = ({ request }, next) => {
  try {
    decodeURIComponent(new URL(request.url).pathname)
  } catch {
    throw badRequest(MALFORMED_ADDRESS)
  }
  return next()
}
