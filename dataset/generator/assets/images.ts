import sharp from 'sharp'
import { envelope, hashOf, ref } from '../documents'
import { createRandom } from '../random'
import type { AssetFile, Crop, Hotspot, ImageValue, SanityDocument } from '../types'
import { type ImageSpec, imageCatalogue } from './imageCatalogue'
import { renderScene } from './scenes'

export type ImageAsset = { id: string; name: string; width: number; height: number; altText: string }
export type ImageLibrary = { get(name: string): ImageAsset; names: string[] }

const CDN_BASE = 'https://cdn.sanity.io/images/local/production'

async function renderPng(spec: ImageSpec) {
  const svg = renderScene(spec.scene, {
    width: spec.width,
    height: spec.height,
    palette: spec.palette,
    random: createRandom(`image:${spec.name}`),
  })
  const bytes = await sharp(Buffer.from(svg))
    .png({ palette: true, colours: 48, compressionLevel: 9, effort: 10 })
    .toBuffer()
  const lqip = await sharp(bytes).resize(20).png().toBuffer()
  return { bytes, lqip: `data:image/png;base64,${lqip.toString('base64')}` }
}

/** Renders the catalogue and returns the image files, their `sanity.imageAsset` documents and a lookup by name. */
export async function buildImages() {
  const rendered = await Promise.all(imageCatalogue.map(async (spec) => ({ spec, ...(await renderPng(spec)) })))
  const documents: SanityDocument[] = []
  const files: AssetFile[] = []
  const byName = new Map<string, ImageAsset>()

  for (const { spec, bytes, lqip } of rendered) {
    const sha1 = hashOf(bytes)
    const fileName = `${sha1}-${spec.width}x${spec.height}.png`
    const id = `image-${sha1}-${spec.width}x${spec.height}-png`
    files.push({ folder: 'images', name: fileName, bytes })
    byName.set(spec.name, { id, name: spec.name, width: spec.width, height: spec.height, altText: spec.altText })
    documents.push({
      ...envelope(id, 'sanity.imageAsset'),
      assetId: sha1,
      sha1hash: sha1,
      extension: 'png',
      mimeType: 'image/png',
      originalFilename: `${spec.name}.png`,
      size: bytes.length,
      path: `images/local/production/${fileName}`,
      url: `${CDN_BASE}/${fileName}`,
      altText: spec.altText,
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: {
          _type: 'sanity.imageDimensions',
          width: spec.width,
          height: spec.height,
          aspectRatio: spec.width / spec.height,
        },
        hasAlpha: false,
        isOpaque: true,
        lqip,
      },
    })
  }

  const library: ImageLibrary = {
    names: [...byName.keys()],
    get(name) {
      const asset = byName.get(name)
      if (!asset) throw new Error(`No image named ${name}`)
      return asset
    },
  }
  return { documents, files, library }
}

type ImageOptions = { hotspot?: Omit<Hotspot, '_type'>; crop?: Omit<Crop, '_type'> }

/** An image field. Pass `alt` as undefined to leave it empty, so the asset's own alt text is used. */
export function imageValue(asset: ImageAsset, alt: string | undefined, options: ImageOptions = {}): ImageValue {
  return {
    _type: 'imageWithAlt',
    asset: ref(asset.id),
    ...(alt === undefined ? {} : { alt }),
    ...(options.hotspot ? { hotspot: { _type: 'sanity.imageHotspot', ...options.hotspot } } : {}),
    ...(options.crop ? { crop: { _type: 'sanity.imageCrop', ...options.crop } } : {}),
  }
}
