import { buildFileUrl, parseFileAssetId } from '@sanity/asset-utils'

/** Where asset URLs point: Sanity's CDN, or this server's /media route for the local backend. */
export interface AssetConfig {
  projectId: string
  dataset: string
  baseUrl?: string
}

/** The download URL of a file asset, from its document id (file-<sha1>-<ext>). */
export function fileUrl(config: AssetConfig, assetDocumentId: string, originalFilename?: string | null): string {
  const { assetId, extension } = parseFileAssetId(assetDocumentId)
  const url = buildFileUrl(
    { assetId, extension },
    { projectId: config.projectId, dataset: config.dataset, baseUrl: config.baseUrl },
  )
  return originalFilename ? `${url}?dl=${encodeURIComponent(originalFilename)}` : url
}
