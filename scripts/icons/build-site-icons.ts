/**
 * Draws the site's PNG icons (app/shell/site-icons.ts) from public/favicon.svg with sharp, so there is
 * one drawing to change. Run `npm run icons` after changing favicon.svg; a unit test fails while a
 * committed PNG is not the SVG's drawing.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { SITE_ICON_PNGS, SITE_ICON_SVG } from '../../app/shell/site-icons'

const PUBLIC = path.resolve(import.meta.dirname, '../../public')

/** Where a site path of public/ is on disk. */
export const publicFile = (sitePath: string) => path.join(PUBLIC, sitePath)

/**
 * favicon.svg as a square PNG of `size` pixels, drawn at that size (not scaled up from a small raster);
 * `opaque`, on white.
 */
export async function renderSiteIcon({ size, opaque }: { size: number; opaque: boolean }): Promise<Buffer> {
  const svg = sharp(publicFile(SITE_ICON_SVG))
  const { width = size } = await svg.metadata()
  // The SVG's own size is at 72 dpi: this density draws it at least `size` pixels wide.
  const drawn = sharp(publicFile(SITE_ICON_SVG), { density: Math.ceil((72 * size) / width) }).resize(size, size)
  return (opaque ? drawn.flatten({ background: '#ffffff' }) : drawn).png({ compressionLevel: 9 }).toBuffer()
}

if (process.argv[1] === import.meta.filename) {
  for (const icon of Object.values(SITE_ICON_PNGS)) {
    writeFileSync(publicFile(icon.path), await renderSiteIcon(icon))
    console.log(`Wrote public${icon.path}`)
  }
}
