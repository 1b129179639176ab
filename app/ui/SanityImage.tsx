import type { SanityImageSource } from '@sanity/image-url'
import { imageUrlBuilder } from '~/content/assets'
import { useAssetConfig } from '~/content/asset-context'

export interface ImageFields {
  asset: { _ref: string } | null
  crop?: unknown
  hotspot?: unknown
  alt: string | null
  width: number | null
  height: number | null
}

interface Props {
  image: ImageFields | null | undefined
  /** The width the image is shown at on a wide screen, in CSS pixels. */
  width: number
  /** Crop to this aspect ratio (width / height); the image's own ratio when omitted. */
  aspectRatio?: number
  sizes?: string
  className?: string
  priority?: boolean
  /** Decorative images get empty alt text whatever the CMS says. */
  decorative?: boolean
}

/**
 * The widths offered, as multiples of the width shown: enough for screens of 1, 1.5 and 2 device pixels
 * per CSS pixel (phones of 3 get the 2× file, which looks the same at arm's length). Each step costs
 * about 130 bytes of HTML per image on every page.
 */
const WIDTH_STEPS = [1, 1.5, 2]

/** A responsive image from the CMS: srcset through @sanity/image-url, intrinsic size to avoid layout shift. */
export function SanityImage({ image, width, aspectRatio, sizes, className, priority = false, decorative = false }: Props) {
  const assets = useAssetConfig()
  if (!image?.asset) return null
  const ratio = aspectRatio ?? (image.width && image.height ? image.width / image.height : 1.5)
  const height = Math.round(width / ratio)
  const builder = imageUrlBuilder(assets)
    .image(image as SanityImageSource)
    .fit('crop')
    .auto('format')
  const url = (w: number) => builder.width(Math.round(w)).height(Math.round(w / ratio)).url()
  return (
    <img
      className={className}
      src={url(width)}
      srcSet={WIDTH_STEPS.map((step) => `${url(width * step)} ${Math.round(width * step)}w`).join(', ')}
      sizes={sizes ?? `(min-width: ${width / 16}rem) ${width}px, 100vw`}
      width={width}
      height={height}
      alt={decorative ? '' : (image.alt ?? '')}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
}
