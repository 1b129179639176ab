import { createImageUrlBuilder } from '@sanity/image-url'
import type { AssetConfig } from './assets'
import { IMAGE_SHAPES, withImageParams, type ImageShape, type PageImage } from './images'

/** The fields of an IMAGE or DECORATIVE_IMAGE projection (queries/fragments.ts), as GROQ gives them. */
export interface ImageSourceFields {
  asset: { _ref: string } | null
  crop?: { top: number | null; bottom: number | null; left: number | null; right: number | null } | null
  hotspot?: { x: number | null; y: number | null; width: number | null; height: number | null } | null
  alt?: string | null
}

const IMAGE_FIELDS = new Set(['asset', 'crop', 'hotspot', 'alt', '_type', '_key'])

/** An image projection: an `asset` reference to an image (or none) and nothing but the image's own fields. */
export function isImageSource(value: object): value is ImageSourceFields {
  const asset = (value as { asset?: unknown }).asset
  if (asset === undefined || !Object.keys(value).every((key) => IMAGE_FIELDS.has(key))) return false
  return (
    asset === null ||
    (typeof asset === 'object' &&
      typeof (asset as { _ref?: unknown })._ref === 'string' &&
      (asset as { _ref: string })._ref.startsWith('image-'))
  )
}

/** An image asset's id names its size: image-<sha1>-<width>x<height>-<format>. */
function ownRatio(ref: string): number {
  const size = /-(\d+)x(\d+)-\w+$/.exec(ref)
  return size ? Number(size[1]) / Number(size[2]) : 1.5
}

/** The builder's address without `w` and `h`: the browser adds the size it shows (images.ts). */
const withoutSize = (url: string) =>
  withImageParams(url, (params) => {
    params.delete('w')
    params.delete('h')
  })

/** One URL builder per asset settings (a content source keeps one settings object): every image of every page goes through it. */
const builders = new WeakMap<AssetConfig, ReturnType<typeof createImageUrlBuilder>>()

function builderFor(assets: AssetConfig): ReturnType<typeof createImageUrlBuilder> {
  let builder = builders.get(assets)
  if (!builder) {
    builder = createImageUrlBuilder({ projectId: assets.projectId, dataset: assets.dataset, baseUrl: assets.baseUrl })
    builders.set(assets, builder)
  }
  return builder
}

/** The width the frame of each shape is worked out at: the crop is a rectangle of the original, whatever size is shown. */
const FRAMING_WIDTH = 1200

/**
 * An image as a page receives it (images.ts): its address from @sanity/image-url, cropped the middle
 * when the editor set no crop or focal point, else framed for each of the site's shapes on the
 * editor's crop and focal point, as the builder frames them. Null without an asset.
 */
export function pageImage(image: ImageSourceFields, assets: AssetConfig): PageImage | null {
  if (!image.asset) return null
  const ratio = ownRatio(image.asset._ref)
  const builder = builderFor(assets).image(image).fit('crop').auto('format')
  const alt = 'alt' in image ? { alt: image.alt ?? null } : {}
  if (!image.crop && !image.hotspot) return { src: withoutSize(builder.ignoreImageParams().url()), ratio, ...alt }
  const shapes = { ...IMAGE_SHAPES, own: ratio } satisfies Record<ImageShape, number>
  const src = Object.fromEntries(
    Object.entries(shapes).map(([shape, shapeRatio]) => [
      shape,
      withoutSize(
        builder
          .width(FRAMING_WIDTH)
          .height(Math.round(FRAMING_WIDTH / shapeRatio))
          .url(),
      ),
    ]),
  ) as Record<ImageShape, string>
  return { src, ratio, ...alt }
}
