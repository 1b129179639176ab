import { buildFileUrl, parseFileAssetId } from '@sanity/asset-utils'
import { createImageUrlBuilder, type SanityImageSource } from '@sanity/image-url'

/** Where asset URLs point: Sanity's CDN, or this server's /media route for the local backend. */
export interface AssetConfig {
  projectId: string
  dataset: string
  baseUrl?: string
}

/** SPEC 3: share images are 1200 × 630. */
export const SEO_IMAGE = { width: 1200, height: 630 } as const

/** An image URL builder for the configured project; every image URL on the site comes from here. */
export function imageUrlBuilder(config: AssetConfig) {
  return createImageUrlBuilder({ projectId: config.projectId, dataset: config.dataset, baseUrl: config.baseUrl })
}

export function seoImageUrl(config: AssetConfig, image: SanityImageSource): string {
  return imageUrlBuilder(config).image(image).width(SEO_IMAGE.width).height(SEO_IMAGE.height).fit('crop').format('jpg').quality(80).url()
}

/** The download URL of a file asset, from its document id (file-<sha1>-<ext>). */
export function fileUrl(config: AssetConfig, assetDocumentId: string, originalFilename?: string | null): string {
  const { assetId, extension } = parseFileAssetId(assetDocumentId)
  const url = buildFileUrl({ assetId, extension }, { projectId: config.projectId, dataset: config.dataset, baseUrl: config.baseUrl })
  return originalFilename ? `${url}?dl=${encodeURIComponent(originalFilename)}` : url
}
