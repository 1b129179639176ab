import type { ImageParams } from './image-params'

export interface Size {
  width: number
  height: number
}

/** The box asked for, after `dpr` has multiplied `w` and `h`; either side may be left to the aspect ratio. */
export interface Target {
  width?: number
  height?: number
}

/**
 * The most pixels the largest stage of a transform would hold: the resized image before a crop cuts it
 * ('crop' and 'min' cover the box first), the padded box for 'fill', the image itself otherwise, and the
 * source's own size when neither side is asked for.
 */
export function pixelsNeeded(source: Size, target: Target, fit: ImageParams['fit'] = 'clip'): number {
  const { width, height } = target
  if (!width && !height) return source.width * source.height
  const scaleWidth = width ? width / source.width : Infinity
  const scaleHeight = height ? height / source.height : Infinity
  const oneSide = Math.min(scaleWidth, scaleHeight)
  const bothSides = width && height
  const scale = bothSides && (fit === 'crop' || fit === 'min') ? Math.max(scaleWidth, scaleHeight) : oneSide
  const resized = source.width * scale * source.height * scale
  const box = bothSides ? width * height : 0
  return Math.max(resized, box)
}

/**
 * The box to make, within `maxPixels` after every multiplier (w × h × dpr², or the source's own size):
 * a larger one is scaled down, both sides by the same factor, so the image keeps its shape and the
 * largest stage fits the budget (docs/decisions/0020-image-limits.md).
 */
export function withinPixelBudget(source: Size, target: Target, fit: ImageParams['fit'], maxPixels: number): Target {
  const needed = pixelsNeeded(source, target, fit)
  if (needed <= maxPixels) return target
  const factor = Math.sqrt(maxPixels / needed)
  const shrink = (side: number) => Math.max(1, Math.floor(side * factor))
  if (!target.width && !target.height) return { width: shrink(source.width) }
  return {
    width: target.width ? shrink(target.width) : undefined,
    height: target.height ? shrink(target.height) : undefined,
  }
}
