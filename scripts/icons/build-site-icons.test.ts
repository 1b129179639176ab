import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { SITE_ICON_PNGS } from '../../app/shell/site-icons'
import { publicFile, renderSiteIcon } from './build-site-icons'

/** The mean difference of two same-sized images' RGBA bytes, from 0 (the same) to 255. */
async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = await Promise.all([
    sharp(a).ensureAlpha().raw().toBuffer(),
    sharp(b).ensureAlpha().raw().toBuffer(),
  ])
  expect(left.length).toBe(right.length)
  let total = 0
  for (let index = 0; index < left.length; index++)
    total += Math.abs((left[index] as number) - (right[index] as number))
  return total / left.length
}

describe('the site icons', () => {
  it.each(Object.entries(SITE_ICON_PNGS))(
    '%s is a square PNG of its size, drawn from favicon.svg (else run npm run icons)',
    async (_name, icon) => {
      const { path, size } = icon
      const committed = readFileSync(publicFile(path))
      const metadata = await sharp(committed).metadata()
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        format: 'png',
        width: size,
        height: size,
      })
      // A small allowance: another sharp or librsvg may smooth edges a little differently.
      expect(await meanDifference(committed, await renderSiteIcon(icon))).toBeLessThan(2)
    },
  )

  it("gives search engines a logo of at least 112 × 112 pixels (Google's minimum)", () => {
    expect(SITE_ICON_PNGS.logo.size).toBeGreaterThanOrEqual(112)
  })
})
