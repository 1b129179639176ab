/** A QR code as the server made it (qr-code.server.ts): drawn by PrintQrCode.tsx. */
export interface QrCode {
  /** Width and height in modules, the quiet zone included. */
  size: number
  /** SVG path data: one run of dark modules per subpath, for a stroke one module wide. */
  path: string
  /** What it opens: an absolute address. */
  text: string
}
