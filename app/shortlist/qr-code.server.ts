import { encode } from 'uqr'
import { env } from '~/config/env.server'
import { absoluteUrl } from '~/lib/addresses/site-url'
import type { QrCode } from './qr-code'

/** The light margin a reader needs around the code, in modules (ISO/IEC 18004 asks for four). */
const QUIET_ZONE = 4

/**
 * A QR code for a printed page, made here and sent as the data of one SVG path: uqr encodes
 * (error correction M, a coffee stain's worth of damage), and each row's dark modules are written
 * as runs of a stroke one module wide, each run a relative move from the last. uqr's own SVG draws every module as a square of its own: 10.5 KB
 * for a page address, where the runs take under 2 KB (about 420 bytes compressed) (docs/decisions/0046-a-shortlist-kept-on-the-device.md).
 */
export function qrCode(text: string): QrCode {
  const { data, size } = encode(text, { ecc: 'M', border: QUIET_ZONE })
  let path = ''
  data.forEach((row, y) => {
    // The pen ends each run where it stopped: the next run on the row is a relative move from there.
    let end: number | null = null
    let x = 0
    while (x < size) {
      if (!row[x]) {
        x += 1
        continue
      }
      const start = x
      while (x < size && row[x]) x += 1
      path += end === null ? `M${start} ${y}.5h${x - start}` : `m${start - end} 0h${x - start}`
      end = x
    }
  })
  return { size, path, text }
}

/** The QR code of a page of this site, opening its absolute address (from SITE_URL). */
export function pageQrCode(path: string): QrCode {
  return qrCode(absoluteUrl(env().SITE_URL, path))
}
