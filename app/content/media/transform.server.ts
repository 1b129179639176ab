import type { FitEnum, Sharp } from 'sharp'
import type { ImageParams } from './image-params'
import { withinPixelBudget } from './pixel-budget'

type SharpModule = (typeof import('sharp'))['default']

let loading: Promise<SharpModule> | undefined

/**
 * sharp and libvips are loaded for the first image made. Only the image processes import this module
 * (transformer-process.server.ts, decision 0042), so the server itself never loads them: they are slow
 * to load and hold memory (decision 0050 has the figures).
 */
function loadSharp(): Promise<SharpModule> {
  return (loading ??= import('sharp').then((module) => {
    // One libvips worker thread per image: with the image queue's own limit (router.server.ts) a
    // transform holds one core and one of libuv's four threads at most (docs/decisions/0020-image-limits.md).
    module.default.concurrency(1)
    // Each image is made once and then kept on disk: libvips' cache of recent operations only holds
    // memory (docs/decisions/0042-images-made-in-processes.md).
    module.default.cache(false)
    return module.default
  }))
}

/** One image to make, as sent to a transformer process (transformer-process.server.ts). */
export interface TransformJob {
  /** The original's file. */
  file: string
  params: ImageParams
  /** The request's Accept header, when auto=format reads it. */
  accept: string
  /** The most pixels the largest stage may hold, after dpr (pixel-budget.ts). */
  maxPixels: number
}

export interface TransformedImage {
  body: Buffer
  contentType: string
}

const CONTENT_TYPES = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
} as const
type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif'

/**
 * Applies Sanity image parameters to an original image with sharp: rect first (the crop editors set),
 * then the resize with its fit mode and crop position, then the output format and quality.
 */
export async function transformImage(
  original: Buffer,
  params: ImageParams,
  accept = '',
  maxPixels = Number.MAX_SAFE_INTEGER,
): Promise<TransformedImage> {
  const sharp = await loadSharp()
  let image = sharp(original, { failOn: 'error' }).rotate()
  const metadata = await image.metadata()
  let width = metadata.width
  let height = metadata.height

  if (params.rect) {
    const rect = clampRect(params.rect, width, height)
    image = image.extract(rect)
    width = rect.width
    height = rect.height
  }

  const dpr = params.dpr ?? 1
  const asked = { width: params.w ? params.w * dpr : undefined, height: params.h ? params.h * dpr : undefined }
  const target = withinPixelBudget({ width, height }, asked, params.fit, maxPixels)
  if (target.width || target.height)
    image = resize(sharp, image, params, { width, height }, target.width, target.height)

  const format = outputFormat(params, metadata.format, accept)
  const quality = params.q ?? 75
  if (format === 'jpeg')
    image = image
      .flatten({ background: background(params.bg) })
      .jpeg({ quality, progressive: params.fm === 'pjpg', mozjpeg: true })
  else if (format === 'png') image = image.png({ compressionLevel: 9, palette: quality < 100 })
  else if (format === 'webp') image = image.webp({ quality })
  else image = image.avif({ quality: Math.max(1, quality - 20) })

  return { body: await image.toBuffer(), contentType: CONTENT_TYPES[format] }
}

function resize(
  sharp: SharpModule,
  image: Sharp,
  params: ImageParams,
  source: { width: number; height: number },
  width?: number,
  height?: number,
): Sharp {
  const fit = params.fit ?? 'clip'
  const options = { width, height, withoutEnlargement: fit === 'max' || fit === 'fillmax' }
  const mode: Record<NonNullable<ImageParams['fit']>, keyof FitEnum> = {
    clip: 'inside',
    max: 'inside',
    crop: 'cover',
    min: 'cover',
    fill: 'contain',
    fillmax: 'contain',
    scale: 'fill',
  }
  if (mode[fit] === 'cover' && width && height && params.crop === 'focalpoint') {
    return coverAtFocalPoint(image, source, width, height, params['fp-x'] ?? 0.5, params['fp-y'] ?? 0.5)
  }
  return image.resize({
    ...options,
    fit: mode[fit],
    position: position(sharp, params.crop),
    background: background(params.bg),
  })
}

/** 'cover' that keeps the focal point as near the centre as the edges allow. */
function coverAtFocalPoint(
  image: Sharp,
  source: { width: number; height: number },
  width: number,
  height: number,
  fx: number,
  fy: number,
): Sharp {
  const scale = Math.max(width / source.width, height / source.height)
  const scaledWidth = Math.round(source.width * scale)
  const scaledHeight = Math.round(source.height * scale)
  const left = Math.min(Math.max(0, Math.round(fx * scaledWidth - width / 2)), scaledWidth - width)
  const top = Math.min(Math.max(0, Math.round(fy * scaledHeight - height / 2)), scaledHeight - height)
  return image.resize({ width: scaledWidth, height: scaledHeight, fit: 'fill' }).extract({ left, top, width, height })
}

function position(sharp: SharpModule, crop: ImageParams['crop']): string {
  switch (crop) {
    case 'top':
    case 'bottom':
    case 'left':
    case 'right':
      return crop
    case 'entropy':
      return sharp.strategy.entropy as unknown as string
    default:
      return 'centre'
  }
}

function outputFormat(params: ImageParams, original: string | undefined, accept: string): OutputFormat {
  if (params.fm) return params.fm === 'jpg' || params.fm === 'pjpg' ? 'jpeg' : params.fm
  if (params.auto === 'format' && accept.includes('image/avif')) return 'avif'
  if (params.auto === 'format' && accept.includes('image/webp')) return 'webp'
  return original === 'png' || original === 'jpeg' || original === 'webp' ? original : 'png'
}

function background(bg: string | undefined) {
  return bg ? `#${bg}` : '#ffffff'
}

function clampRect(rect: NonNullable<ImageParams['rect']>, width: number, height: number) {
  const left = Math.min(rect.left, width - 1)
  const top = Math.min(rect.top, height - 1)
  return {
    left,
    top,
    width: Math.max(1, Math.min(rect.width, width - left)),
    height: Math.max(1, Math.min(rect.height, height - top)),
  }
}
