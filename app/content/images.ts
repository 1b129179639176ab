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

/** Parameters as the URL builder writes them (a rect's commas unescaped): their values are the builder's, never a visitor's. */
const written = (params: URLSearchParams) => [...params].map(([name, value]) => `${name}=${value}`).join('&')

function sized(image: PageImage, shape: ImageShape, width: number, height: number): { path: string; params: URLSearchParams } {
  const address = typeof image.src === 'string' ? image.src : image.src[shape]
  const query = address.indexOf('?')
  const params = new URLSearchParams(query === -1 ? '' : address.slice(query + 1))
  params.set('w', String(Math.round(width)))
  params.set('h', String(Math.round(height)))
  return { path: query === -1 ? address : address.slice(0, query), params }
}

/** The image at a size, framed for a shape. */
export function imageUrl(image: PageImage, shape: ImageShape, width: number, height: number): string {
  const { path, params } = sized(image, shape, width, height)
  return `${path}?${written(params)}`
}

/** The image as a share card (SHARE_IMAGE): a JPEG whatever the browser accepts, as social networks need. */
export function shareImageUrl(image: PageImage): string {
  const { path, params } = sized(image, 'share', SHARE_IMAGE.width, SHARE_IMAGE.height)
  params.delete('auto')
  params.set('fm', SHARE_IMAGE.format)
  params.set('q', String(SHARE_IMAGE.quality))
  return `${path}?${written(params)}`
}
