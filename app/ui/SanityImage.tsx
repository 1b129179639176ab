import type { SanityImageSource } from '@sanity/image-url'
import { imageUrlBuilder } from '~/content/assets'
import { useAssetConfig } from '~/content/asset-context'

export interface ImageFields {
  asset: { _ref: string | null } | null
  crop?: unknown
  hotspot?: unknown
  /** Absent for images only ever shown as decoration (DECORATIVE_IMAGE). */
  alt?: string | null
}

interface Props {
  image: ImageFields | null | undefined
  /** The width the image is shown at on a wide screen, in CSS pixels. */
  width: number
  /** Crop to this aspect ratio (width / height); the image's own ratio when omitted. */
  aspectRatio?: number
  sizes?: string
  /**
   * Shown at `width` CSS pixels, or a little less, on every screen (cards, thumbnails): offered at 1x and
   * 2x, which is two addresses in the HTML instead of four. Without it, the shown width varies with the
   * viewport (`sizes`) and the browser picks from three widths.
   */
  fixed?: boolean
  className?: string
  priority?: boolean
  /** Decorative images get empty alt text whatever the CMS says. */
  decorative?: boolean
}

/**
 * The widths offered, as multiples of the width shown: enough for screens of 1, 1.5 and 2 device pixels
 * per CSS pixel (phones of 3 get the 2× file, which looks the same at arm's length). Each step costs
 * about 150 bytes of HTML per image on every page.
 */
const WIDTH_STEPS = [1, 1.5, 2]

/** An image asset's id names its size: image-<sha1>-<width>x<height>-<format>. */
function assetAspectRatio(ref: string | null): number | undefined {
  const size = ref ? /-(\d+)x(\d+)-\w+$/.exec(ref) : null
  return size ? Number(size[1]) / Number(size[2]) : undefined
}

/**
 * A responsive image from the CMS: srcset through @sanity/image-url, width and height against layout
 * shift (without an aspect ratio, the asset's own). A fixed image's 2x file is the largest a phone of 3
 * device pixels per CSS pixel got from three widths too.
 */
export function SanityImage({ image, width, aspectRatio, sizes, fixed = false, className, priority = false, decorative = false }: Props) {
  const assets = useAssetConfig()
  if (!image?.asset) return null
  const ratio = aspectRatio ?? assetAspectRatio(image.asset._ref) ?? 1.5
  const height = Math.round(width / ratio)
  const cropped = imageUrlBuilder(assets)
    .image(image as SanityImageSource)
    .fit('crop')
    .auto('format')
  // With no crop or focal point set by an editor, the CDN's own centred crop is the same picture as the
  // rectangle the builder would work out, and the address is shorter without it.
  const builder = image.crop || image.hotspot ? cropped : cropped.ignoreImageParams()
  const url = (w: number) =>
    builder
      .width(Math.round(w))
      .height(Math.round(w / ratio))
      .url()
  return (
    <img
      className={className}
      src={url(width)}
      srcSet={fixed ? `${url(width * 2)} 2x` : WIDTH_STEPS.map((step) => `${url(width * step)} ${Math.round(width * step)}w`).join(', ')}
      sizes={fixed ? undefined : (sizes ?? `(min-width: ${width / 16}rem) ${width}px, 100vw`)}
      width={width}
      height={height}
      alt={decorative ? '' : (image.alt ?? '')}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
}
