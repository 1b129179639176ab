/**
 * Images as pages receive them: addressed on the server (page-images.server.ts, with @sanity/image-url),
 * so the browser only puts a size on an address and never loads the URL builder.
 */

/** The shapes (width / height) the site shows images at: each page image is framed for each on the server. */
export const IMAGE_SHAPES = { square: 1, landscape: 3 / 2, photo: 4 / 3, share: 1200 / 630 } as const

/** A shape of IMAGE_SHAPES, or the image's own. */
export type ImageShape = keyof typeof IMAGE_SHAPES | 'own'

/** SPEC 3: share images are 1200 × 630 JPEGs. */
export const SHARE_IMAGE = { width: 1200, height: 630, format: 'jpg', quality: 80 } as const

export interface PageImage {
  /**
   * The picture's address without a size: one for every shape when the editor set no crop or focal
   * point (the image service crops the middle), else one for each shape, framed on the editor's choice.
   */
  src: string | Record<ImageShape, string>
  /** The asset's own width / height. */
  ratio: number
  /** Absent for images only ever shown as decoration (DECORATIVE_IMAGE). */
  alt?: string | null
}

/**
 * An image address with its parameters changed, written as the URL builder writes them (a rect's commas
 * unescaped): their values are the builder's, never a visitor's. Used on the server to take the size
 * off the builder's address (page-images.server.ts) and in the browser to put one on.
 */
export function withImageParams(address: string, change: (params: URLSearchParams) => void): string {
  const query = address.indexOf('?')
  const params = new URLSearchParams(query === -1 ? '' : address.slice(query + 1))
  change(params)
  const path = query === -1 ? address : address.slice(0, query)
  const written = [...params].map(([name, value]) => `${name}=${value}`).join('&')
  return written ? `${path}?${written}` : path
}

/** Puts a size on the image's address for a shape, with any other change a caller needs. */
function sized(
  image: PageImage,
  shape: ImageShape,
  width: number,
  height: number,
  change: (params: URLSearchParams) => void = () => undefined,
): string {
  return withImageParams(typeof image.src === 'string' ? image.src : image.src[shape], (params) => {
    params.set('w', String(Math.round(width)))
    params.set('h', String(Math.round(height)))
    change(params)
  })
}

/** The image at a size, framed for a shape. */
export function imageUrl(image: PageImage, shape: ImageShape, width: number, height: number): string {
  return sized(image, shape, width, height)
}

/** The image as a share card (SHARE_IMAGE): a JPEG whatever the browser accepts, as social networks need. */
export function shareImageUrl(image: PageImage): string {
  return sized(image, 'share', SHARE_IMAGE.width, SHARE_IMAGE.height, (params) => {
    params.delete('auto')
    params.set('fm', SHARE_IMAGE.format)
    params.set('q', String(SHARE_IMAGE.quality))
  })
}
