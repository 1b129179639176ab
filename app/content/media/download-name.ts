const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/plain; charset=utf-8': 'txt',
}

/**
 * The file name a `dl=` download is saved under: the name asked for, cut to letters, digits, spaces,
 * dots, hyphens and underscores (no folders, no control characters), ending in the extension of what
 * is really sent, so `dl=evil.html` on a JPEG saves `evil.html.jpg`, never a page.
 */
export function downloadName(asked: string, contentType: string): string {
  const extension = EXTENSIONS[contentType]
  const base =
    (asked.split(/[\\/]/).pop() ?? '')
      .replace(/[^\p{L}\p{N} ._-]+/gu, '_')
      .replace(/^[.\s]+|[.\s]+$/g, '')
      .slice(0, 120) || 'download'
  if (!extension || base.toLowerCase().endsWith(`.${extension}`)) return base
  return `${base}.${extension}`
}
