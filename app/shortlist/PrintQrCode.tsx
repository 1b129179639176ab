import type { QrCode } from './qr-code'

/**
 * On paper only (shortlist.css): a QR code that opens the page, with its address written beside it
 * for anyone without a camera. Hidden on screen, where the page is already open.
 */
export function PrintQrCode({ code, label }: { code: QrCode; label: string }) {
  return (
    <div className="print-qr">
      <svg
        className="print-qr__code"
        viewBox={`0 0 ${code.size} ${code.size}`}
        role="img"
        aria-label={`QR code: ${label}`}
        shapeRendering="crispEdges"
      >
        <rect width={code.size} height={code.size} fill="#ffffff" />
        <path d={code.path} stroke="#000000" strokeWidth={1} fill="none" />
      </svg>
      <p className="print-qr__caption">
        {label}: <span className="print-qr__address">{code.text}</span>
      </p>
    </div>
  )
}
