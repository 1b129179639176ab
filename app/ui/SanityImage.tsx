import { IMAGE_SHAPES, imageUrl, type PageImage } from '~/content/images'

interface Props {
  image: PageImage | null | undefined
  /** The width the image is shown at on a wide screen, in CSS pixels. */
  width: number
  /** Crop to this shape (IMAGE_SHAPES); the image's own when omitted. */
  shape?: keyof typeof IMAGE_SHAPES
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

/**
 * A responsive image from the CMS: a srcset of the address the server made (app/content/images.ts),
 * width and height against layout shift (without a shape, the image's own). A fixed image's 2x file is
 * the largest a phone of 3 device pixels per CSS pixel got from three widths too.
 */
export function SanityImage({
  image,
  width,
  shape,
  sizes,
  fixed = false,
  className,
  priority = false,
  decorative = false,
}: Props) {
  if (!image?.src) return null
  const ratio = shape ? IMAGE_SHAPES[shape] : image.ratio
  const height = Math.round(width / ratio)
  const url = (w: number) => imageUrl(image, shape ?? 'own', w, w / ratio)
  const img = (
    <img
      className={className}
      src={url(width)}
      srcSet={
        fixed
          ? `${url(width * 2)} 2x`
          : WIDTH_STEPS.map((step) => `${url(width * step)} ${Math.round(width * step)}w`).join(', ')
      }
      sizes={fixed ? undefined : (sizes ?? `(min-width: ${width / 16}rem) ${width}px, 100vw`)}
      width={width}
      height={height}
      alt={decorative ? '' : (image.alt ?? '')}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  )
  // React writes a <link rel="preload"> in the head for an image that is not lazy, unless it is in a
  // <picture>: its three addresses again, about 0.65 KB, for a request the browser makes as it reads
  // the <img> in the same response (docs/decisions/0057-page-weight-budgets-hold-again.md). A <picture>
  // without sources shows its <img>; base.css lays it out as if it were not there.
  return priority ? <picture>{img}</picture> : img
}
